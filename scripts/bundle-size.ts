/**
 * Measures what ngx-ag-ui adds to the demo's production build, per entry point, in gzip bytes,
 * and fails when the library's share of the initial bundle exceeds the budget in package.json
 * (`"bundleBudget": { "libraryInitialGzipKb": N }`).
 *
 * How: a production build with source maps and esbuild stats; every byte of every initial JS
 * chunk is attributed, through the source map, to the source file it came from; the bytes of
 * each entry point are concatenated in output order and gzipped (level 9). Gzip is not additive,
 * so each entry is compressed on its own and the library as a whole once more.
 *
 * Usage: tsx scripts/bundle-size.ts [--json] [--skip-build] [--files]
 * (`--files` also lists the library's source files in the initial chunks, largest first: where
 * to look when the budget is exceeded.)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const root = resolve(__dirname, '..');
const outDir = join(root, 'dist/bundle-size');
/** The library's entry points, by source folder, as projects/ngx-ag-ui/entries.json lists them. */
const LIBRARY_ENTRIES = (
  JSON.parse(readFileSync(join(root, 'projects/ngx-ag-ui/entries.json'), 'utf8')) as {
    entries: readonly { readonly name: string; readonly folder: string }[];
  }
).entries;
/** What a byte is attributed to: an entry's folder (`core/runtime`), or one of the two below. */
type Entry = string;
const ENTRY_NAMES: Record<Entry, string> = {
  ...Object.fromEntries(LIBRARY_ENTRIES.map(({ folder, name }) => [folder, name])),
  // The library's own runtime dependencies: users pay for them too, so they count.
  deps: 'fast-json-patch + eventsource-parser',
  // What ngx-ag-ui/markdown brings: the parser and its helpers, and lowlight when highlighting.
  markdownDeps: 'micromark + mdast + lowlight',
};
const ENTRIES = Object.keys(ENTRY_NAMES);
/** A library source path's entry folder; nested folders (`core/runtime`) are tried first. */
const ENTRY_SOURCE = new RegExp(
  `projects/ngx-ag-ui/(${LIBRARY_ENTRIES.map(({ folder }) => folder)
    .sort((x, y) => y.split('/').length - x.split('/').length)
    .join('|')})/`,
);

interface EsbuildOutput {
  readonly bytes: number;
  readonly entryPoint?: string;
  readonly imports: readonly { readonly path: string; readonly kind: string }[];
}

/** Per-entry report. */
export interface BundleReport {
  readonly initialGzipBytes: number;
  readonly libraryInitialGzipBytes: number;
  readonly libraryLazyGzipBytes: number;
  readonly entries: Record<
    string,
    { readonly initialRawBytes: number; readonly initialGzipBytes: number }
  >;
  readonly budgetKb: number;
  /** Minified bytes of each library source file in the initial chunks, largest first. */
  readonly initialFiles: readonly { readonly source: string; readonly rawBytes: number }[];
}

function entryOf(source: string): Entry | 'other' {
  const match = ENTRY_SOURCE.exec(source);
  if (match) return match[1];
  if (
    /node_modules\/(micromark|mdast-|unist-|decode-named-character-reference|character-|ccount|devlop|markdown-table|longest-streak|zwitch|escape-string-regexp|lowlight|highlight\.js)/.test(
      source,
    )
  )
    return 'markdownDeps';
  return /node_modules\/(fast-json-patch|eventsource-parser)\//.test(source) ? 'deps' : 'other';
}

/** Output files reachable from the app's entry chunk through static imports. */
function initialOutputs(outputs: Record<string, EsbuildOutput>): {
  initial: string[];
  lazy: string[];
} {
  const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const main = js.find((f) => outputs[f].entryPoint?.endsWith('src/main.ts'));
  if (!main) throw new Error('bundle-size: no output chunk for src/main.ts in stats.json');
  const initial = new Set<string>([main]);
  const queue = [main];
  while (queue.length) {
    for (const imp of outputs[queue.pop()!].imports) {
      if (imp.kind === 'import-statement' && !initial.has(imp.path) && outputs[imp.path]) {
        initial.add(imp.path);
        queue.push(imp.path);
      }
    }
  }
  return { initial: [...initial], lazy: js.filter((f) => !initial.has(f)) };
}

/** Splits a generated file into runs of text attributed to a source, in output order. */
function attribute(code: string, map: RawSourceMap): { source: string; text: string }[] {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const segments: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping(
    (m) => {
      segments.push({
        line: m.generatedLine - 1,
        column: m.generatedColumn,
        source: m.source ?? 'other',
      });
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const runs: { source: string; text: string }[] = [];
  for (let i = 0; i < segments.length; i++) {
    const { line, column, source } = segments[i];
    const next = segments[i + 1];
    const end = next && next.line === line ? next.column : lines[line].length;
    runs.push({ source, text: lines[line].slice(column, end) });
  }
  return runs;
}

/** Longest the demo's production build may take before the measure fails. */
const BUILD_TIMEOUT_MS = 10 * 60_000;

function measure(skipBuild: boolean): BundleReport {
  if (!skipBuild) {
    execFileSync(
      'npx',
      [
        'ng',
        'build',
        'demo',
        '--configuration',
        'production',
        '--source-map',
        '--stats-json',
        '--output-path',
        outDir,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
        // The build takes under a minute here. A build that writes its output and then never
        // exits has happened (an esbuild context left open): fail with a reason, not hang CI.
        timeout: BUILD_TIMEOUT_MS,
        killSignal: 'SIGKILL',
      },
    );
  }
  const stats = JSON.parse(readFileSync(join(outDir, 'stats.json'), 'utf8')) as {
    outputs: Record<string, EsbuildOutput>;
  };
  const { initial, lazy } = initialOutputs(stats.outputs);
  const read = (file: string) => readFileSync(join(outDir, 'browser', file), 'utf8');

  const perEntry = new Map<Entry, string[]>(ENTRIES.map((e) => [e, []]));
  const library: string[] = [];
  const fileBytes = new Map<string, number>();
  let initialGzipBytes = 0;
  for (const file of initial) {
    const code = read(file);
    initialGzipBytes += gzipSync(code, { level: 9 }).length;
    for (const run of attribute(code, JSON.parse(read(`${file}.map`)) as RawSourceMap)) {
      const entry = entryOf(run.source);
      if (entry === 'other') continue;
      perEntry.get(entry)!.push(run.text);
      library.push(run.text);
      fileBytes.set(run.source, (fileBytes.get(run.source) ?? 0) + run.text.length);
    }
  }
  const lazyLibrary: string[] = [];
  for (const file of lazy) {
    for (const run of attribute(read(file), JSON.parse(read(`${file}.map`)) as RawSourceMap)) {
      if (entryOf(run.source) !== 'other') lazyLibrary.push(run.text);
    }
  }
  const gz = (parts: string[]) =>
    parts.length ? gzipSync(parts.join(''), { level: 9 }).length : 0;
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    bundleBudget?: { libraryInitialGzipKb?: number };
  };
  return {
    initialGzipBytes,
    libraryInitialGzipBytes: gz(library),
    libraryLazyGzipBytes: gz(lazyLibrary),
    entries: Object.fromEntries(
      ENTRIES.map((e) => [
        ENTRY_NAMES[e],
        {
          initialRawBytes: perEntry.get(e)!.join('').length,
          initialGzipBytes: gz(perEntry.get(e)!),
        },
      ]),
    ),
    budgetKb: pkg.bundleBudget?.libraryInitialGzipKb ?? 30,
    initialFiles: [...fileBytes]
      .map(([source, rawBytes]) => ({
        source: source.replace(/^.*?(projects|node_modules)\//, '$1/'),
        rawBytes,
      }))
      .sort((a, b) => b.rawBytes - a.rawBytes),
  };
}

/**
 * Strings only the devtools hold (the panel's selector and title, the recording header, the
 * hub's console messages): a production build of the demo, which calls provideAgUiDevtools(),
 * must contain none of them in any chunk, lazy ones included.
 */
export const DEVTOOLS_MARKERS = [
  'agui-devtools-panel',
  'AG-UI devtools',
  'ngx-ag-ui-recording',
  'ngx-ag-ui devtools',
];

/**
 * What of ngx-ag-ui/devtools a production build holds: the markers found per output file, and
 * the minified bytes its source maps attribute to the devtools folder.
 */
export function devtoolsInBuild(): { markers: string[]; bytes: number } {
  const browser = join(outDir, 'browser');
  const markers: string[] = [];
  let bytes = 0;
  for (const file of readdirSync(browser).filter((f) => /\.(js|html|css)$/.test(f))) {
    const code = readFileSync(join(browser, file), 'utf8');
    for (const marker of DEVTOOLS_MARKERS)
      if (code.includes(marker)) markers.push(`${file}: ${marker}`);
    if (!file.endsWith('.js')) continue;
    const map = JSON.parse(readFileSync(join(browser, `${file}.map`), 'utf8')) as RawSourceMap;
    for (const run of attribute(code, map))
      if (entryOf(run.source) === 'devtools') bytes += run.text.length;
  }
  return { markers, bytes };
}

/**
 * Raw bytes the devtools may leave in production: none. The demo guards its
 * `provideAgUiDevtools()` call with `ngDevMode`, as docs/devtools.md shows, so the call and the
 * empty feature it would return fold away with the rest.
 */
const DEVTOOLS_ALLOWED_BYTES = 0;

function toMarkdown(report: BundleReport): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = Object.entries(report.entries).map(
    ([name, e]) => `| \`${name}\` | ${kb(e.initialRawBytes)} | ${kb(e.initialGzipBytes)} |`,
  );
  return [
    '| part of ngx-ag-ui (demo, initial chunks) | minified kB | gzip kB |',
    '| --- | ---: | ---: |',
    ...rows,
    `| **library with its dependencies, together** | | **${kb(report.libraryInitialGzipBytes)}** (budget ${report.budgetKb}) |`,
    `| library code in lazy chunks | | ${kb(report.libraryLazyGzipBytes)} |`,
    `| whole initial bundle (Angular, RxJS, app, library) | | ${kb(report.initialGzipBytes)} |`,
  ].join('\n');
}

if (require.main === module) {
  const args = new Set(process.argv.slice(2));
  const report = measure(args.has('--skip-build'));
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/bundle.md'), toMarkdown(report) + '\n');
  console.log(args.has('--json') ? JSON.stringify(report, null, 2) : toMarkdown(report));
  if (args.has('--files')) {
    for (const { source, rawBytes } of report.initialFiles) {
      console.log(`${(rawBytes / 1024).toFixed(1).padStart(6)} kB  ${source}`);
    }
  }
  const libKb = report.libraryInitialGzipBytes / 1024;
  if (libKb > report.budgetKb) {
    console.error(
      `bundle budget exceeded: the library adds ${libKb.toFixed(1)} kB gzip to the initial bundle (budget ${report.budgetKb} kB)`,
    );
    process.exit(1);
  }
  console.log(`bundle budget ok: library ${libKb.toFixed(1)} kB gzip of ${report.budgetKb} kB`);
  const devtools = devtoolsInBuild();
  if (devtools.markers.length || devtools.bytes > DEVTOOLS_ALLOWED_BYTES) {
    console.error(
      `devtools in the production build: ${devtools.bytes} bytes from projects/ngx-ag-ui/devtools (at most ${DEVTOOLS_ALLOWED_BYTES})${devtools.markers.map((m) => `\n  marker ${m}`).join('')}`,
    );
    process.exit(1);
  }
  console.log(
    `devtools ok: no devtools marker in any chunk, ${devtools.bytes} bytes from projects/ngx-ag-ui/devtools`,
  );
}

export { measure, toMarkdown };
