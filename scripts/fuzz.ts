/*
 * `npm run fuzz`: the property tests (every spec that imports fast-check) with a fresh random
 * seed per round and FUZZ_RUNS_FACTOR times the runs of `npm test`, round after round until the
 * time is up. Prints each round's seed and case count, and for a failure the command that
 * replays it; a counterexample found here becomes a named regression test beside its property
 * (see "regressions from property runs" in core/runtime/reducer/apply-agent-event.property.spec.ts).
 *
 *   npm run fuzz                          # 10 minutes, factor 10
 *   npm run fuzz -- --minutes 60 --factor 20
 *   npm run fuzz -- --seed 1656491758     # one round with that seed (replay)
 *
 * Hostile input has its generators there too: saved thread records of any shape
 * (src/threads/read-thread-record.property.spec.ts) and resume servers that replay, skip, send
 * another run or ids no header can hold (src/transport/http-sse-agent.resume.property.spec.ts).
 *
 * Under plain `npm test` the same properties run with one fixed seed
 * (projects/ngx-ag-ui/property-testing/property-runs.ts), so CI never turns red by chance.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    factor: { type: 'string', default: '10' },
    seed: { type: 'string' },
  },
});

const minutes = Number(values.minutes);
const factor = Number(values.factor);
if (!(minutes > 0) || !(factor >= 1)) {
  console.error('fuzz: --minutes must be > 0 and --factor ≥ 1');
  process.exit(2);
}

const specs = propertySpecs(join(root, 'projects'));
const work = mkdtempSync(join(tmpdir(), 'ngx-ag-ui-fuzz-'));
const deadline = Date.now() + minutes * 60_000;
const failures: number[] = [];
let totalCases = 0;
let round = 0;

console.log(`fuzz: ${specs.length} property spec files, factor ${factor}`);
do {
  round++;
  const seed = values.seed !== undefined ? Number(values.seed) : randomInt(0, 2 ** 31 - 1);
  const log = join(work, `round-${round}.log`);
  writeFileSync(log, '');
  const started = Date.now();
  const jest = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--maxWorkers=2',
      ...specs.map((f) => relative(root, f)),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        FUZZ_SEED: String(seed),
        FUZZ_RUNS_FACTOR: String(factor),
        FUZZ_LOG: log,
      },
    },
  );
  const cases = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .reduce((sum, n) => sum + Number(n), 0);
  totalCases += cases;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (jest.status === 0) {
    console.log(`round ${round}: seed ${seed}: ${cases} cases, passed (${seconds} s)`);
  } else {
    failures.push(seed);
    console.log(`round ${round}: seed ${seed}: ${cases} cases, FAILED (${seconds} s)`);
    console.log(
      jest.stderr
        .split('\n')
        .filter((line) => /✕|Counterexample|Seed|Path|Error|●/.test(line))
        .join('\n'),
    );
    console.log(
      `replay: FUZZ_SEED=${seed} FUZZ_RUNS_FACTOR=${factor} npx jest ${specs.map((f) => relative(root, f)).join(' ')}`,
    );
  }
} while (values.seed === undefined && Date.now() < deadline);

rmSync(work, { recursive: true, force: true });
console.log(
  `fuzz: ${round} rounds, ${totalCases} cases, ${failures.length} failing seeds${failures.length ? `: ${failures.join(', ')}` : ''}`,
);
process.exit(failures.length === 0 ? 0 : 1);

/** The spec files under `dir` that use fast-check. */
function propertySpecs(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts') && !file.includes('node_modules'))
    .map((file) => join(dir, file))
    .filter((file) => readFileSync(file, 'utf8').includes("from 'fast-check'"))
    .sort();
}
