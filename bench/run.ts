/*
 * `npm run bench`: runs every `bench/*.bench.ts` (sorted by name) in a fresh Node process with
 * `--expose-gc`, then the reducer bench again under the current Node LTS (see scripts/current-node-lts.ts),
 * prints the Markdown sections they return and writes them all to bench/results/node.md.
 * Contract of a bench file: `export default async function (): Promise<string>`.
 * `npm run bench -- reducer` runs the files whose name contains `reducer` (and writes nothing);
 * `BENCH_LTS=skip` leaves out the LTS run.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { CURRENT_NODE_LTS, currentNodeLts } from '../scripts/current-node-lts';

const here = dirname(fileURLToPath(import.meta.url));

/** In a child process: runs the bench files matching `only` and prints their sections. */
async function runBenches(only: string | undefined): Promise<void> {
  const files = readdirSync(here)
    .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
    .sort();
  for (const file of files) {
    console.error(`running ${file} under Node ${process.version} …`);
    const module = (await import(pathToFileURL(join(here, file)).href)) as {
      default: () => Promise<string>;
    };
    console.log(`${await module.default()}\n`);
  }
}

/** Runs the benches in a fresh process of `node`; returns what they printed, or exits on failure. */
function runIn(node: string, only: string | undefined): string {
  const child = spawnSync(
    node,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...(only ? [only] : [])],
    {
      stdio: ['inherit', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production', BENCH_CHILD: '1' },
    },
  );
  process.stdout.write(child.stdout);
  if (child.status !== 0) process.exit(child.status ?? 1);
  return child.stdout.trim();
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (process.env['BENCH_CHILD']) return runBenches(only);
  const parts: string[] = [];
  const section = (title: string, node: string, files: string | undefined) => {
    console.log(`${title}\n`);
    parts.push(`${title}\n\n${runIn(node, files)}`);
  };
  section(`## Node ${process.version} (this machine's)`, process.execPath, only);
  const lts = process.env['BENCH_LTS'] === 'skip' ? undefined : currentNodeLts();
  if (lts) section(`## Node v${CURRENT_NODE_LTS} (current LTS)`, lts, only ?? 'reducer');
  const header = `# Node benchmarks\n\n${new Date().toISOString().slice(0, 10)}, \`npm run bench\`.\n`;
  if (!only) writeFileSync(join(here, 'results', 'node.md'), `${header}\n${parts.join('\n\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
