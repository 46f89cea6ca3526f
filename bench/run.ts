/*
 * `npm run bench`: runs every `bench/*.bench.ts` (sorted by name) in one fresh Node process with
 * `--expose-gc`, prints the Markdown section each returns and writes them all to
 * bench/results/node.md. Contract of a bench file: `export default async function (): Promise<string>`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  if (typeof globalThis.gc !== 'function') {
    // Re-run in a process that can collect garbage between runs (steadier numbers).
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    process.exit(child.status ?? 1);
  }
  const only = process.argv[2];
  const files = readdirSync(here)
    .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
    .sort();
  const sections: string[] = [];
  for (const file of files) {
    console.error(`running ${file} …`);
    const module = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<string> };
    const section = await module.default();
    console.log(`${section}\n`);
    sections.push(section);
  }
  const header = `# Node benchmarks\n\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}, \`npm run bench\`.\n`;
  if (!only) writeFileSync(join(here, 'results', 'node.md'), `${header}\n${sections.join('\n\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
