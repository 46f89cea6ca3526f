import type { BenchResults, PipelineResult, RenderResult } from './app/bench-result';
import { lastMarkdownSummary } from './markdown-bench';

/** Where the numbers were measured. */
export interface MachineInfo {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly chromium: string;
  readonly node: string;
  readonly date: string;
}

/** A finished run with both pipelines and the hand-written baseline (V). */
export interface CompleteResults extends BenchResults {
  readonly pipelines: {
    readonly A: PipelineResult;
    readonly B: PipelineResult;
    /** `<agui-chat>` over A's store (absent in results from before it was measured). */
    readonly C?: PipelineResult;
  };
  readonly dom: RenderResult;
  readonly coldStartMs: number;
  /**
   * Opening the conversation saved in IndexedDB thread storage with `<agui-chat>`: ms from
   * navigation to the last message painted and to every row rendered.
   */
  readonly openSaved?: { readonly lastPaintedMs: number; readonly allRowsMs: number };
}

/** A/V: A's time to first render over V's, for one run. */
const renderVsDom = (r: CompleteResults): number => r.pipelines.A.render.medianMs / r.dom.medianMs;

/** C/V: the chat's time to every row rendered over V's render, for one run (0 without C). */
const chatVsDom = (r: CompleteResults): number =>
  r.pipelines.C ? r.pipelines.C.render.medianMs / r.dom.medianMs : 0;

/** The chat's time to its last message painted over V's render, for one run (0 without C). */
const chatLastPaintedVsDom = (r: CompleteResults): number => {
  const render = r.pipelines.C?.render;
  return render ? (render.lastPaintedMs ?? render.medianMs) / r.dom.medianMs : 0;
};

/** The run each table shows: the worst one for what the table measures. */
function worst(
  runs: readonly CompleteResults[],
  by: (r: CompleteResults) => number,
): CompleteResults {
  return runs.reduce((a, b) => (by(b) > by(a) ? b : a));
}

/** One target and whether it is met. */
export interface TargetCheck {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

interface Row {
  readonly label: string;
  readonly a: number;
  readonly b: number;
  readonly digits: number;
}

interface RenderRow {
  readonly label: string;
  readonly a: number;
  readonly b: number;
  readonly v: number;
  readonly digits: number;
}

function renderRows(r: CompleteResults): RenderRow[] {
  const { A, B } = r.pipelines;
  const V = r.dom;
  const runs = r.scenario.renderRuns;
  return [
    {
      label: `time to first render, ms (median of ${runs})`,
      a: A.render.medianMs,
      b: B.render.medianMs,
      v: V.medianMs,
      digits: 0,
    },
    {
      label: 'JS heap after render, MB',
      a: A.render.heapAfterMb,
      b: B.render.heapAfterMb,
      v: V.heapAfterMb,
      digits: 1,
    },
    {
      label: 'JS heap added by the render, MB',
      a: A.render.heapDeltaMb,
      b: B.render.heapDeltaMb,
      v: V.heapDeltaMb,
      digits: 1,
    },
  ];
}

function renderCells(row: RenderRow): string[] {
  const format = (value: number) => (Number.isFinite(value) ? value.toFixed(row.digits) : 'n/a');
  return [
    row.label,
    format(row.a),
    format(row.b),
    format(row.v),
    ratio(row.a, row.v),
    ratio(row.a, row.b),
  ];
}

const RENDER_HEADER = ['', 'A', 'B', 'V', 'A/V', 'A/B'];

/** One line per run (page load): the figures the targets of issues 9 and 21 read. */
function runCells(r: CompleteResults, k: number): string[] {
  const { A, B } = r.pipelines;
  return [
    String(k + 1),
    A.render.medianMs.toFixed(0),
    B.render.medianMs.toFixed(0),
    r.dom.medianMs.toFixed(0),
    ratio(A.render.medianMs, r.dom.medianMs),
    `${A.render.heapDeltaMb.toFixed(1)} / ${B.render.heapDeltaMb.toFixed(1)} / ${r.dom.heapDeltaMb.toFixed(1)}`,
    r.coldStartMs.toFixed(0),
    `${A.stream.longTasks} (${A.stream.longestTaskMs.toFixed(0)} ms)`,
    ratio(B.stream.totalMs, A.stream.totalMs),
  ];
}

const RUN_HEADER = [
  'run',
  'A render, ms',
  'B render, ms',
  'V render, ms',
  'A/V',
  'heap added A / B / V, MB',
  'A cold start, ms',
  'A stream long tasks (longest)',
  'stream B/A',
];

function streamRows(r: CompleteResults): Row[] {
  const { A, B } = r.pipelines;
  return [
    { label: 'total time, ms', a: A.stream.totalMs, b: B.stream.totalMs, digits: 0 },
    { label: 'long tasks (> 50 ms)', a: A.stream.longTasks, b: B.stream.longTasks, digits: 0 },
    { label: 'longest task, ms', a: A.stream.longestTaskMs, b: B.stream.longestTaskMs, digits: 0 },
    { label: 'total blocking time, ms', a: A.stream.blockingMs, b: B.stream.blockingMs, digits: 0 },
    { label: 'frames rendered', a: A.stream.frames, b: B.stream.frames, digits: 0 },
    {
      label: 'frames per second',
      a: (A.stream.frames * 1000) / A.stream.totalMs,
      b: (B.stream.frames * 1000) / B.stream.totalMs,
      digits: 1,
    },
  ];
}

/** `b / a` with two decimals, or `–` when undefined. */
export function ratio(numerator: number, denominator: number): string {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) return '–';
  return (numerator / denominator).toFixed(2);
}

function cells(row: Row): string[] {
  const format = (value: number) => (Number.isFinite(value) ? value.toFixed(row.digits) : 'n/a');
  return [row.label, format(row.a), format(row.b), ratio(row.a, row.b), ratio(row.b, row.a)];
}

function titles(r: CompleteResults): { render: string; stream: string } {
  const s = r.scenario;
  const added = Math.floor(s.deltas / s.citationEvery);
  return {
    render: `render: ${s.messages.toLocaleString('en-US')} assistant messages × ${s.citationsPerMessage} citations`,
    stream:
      `stream: ${s.deltas.toLocaleString('en-US')} TEXT_MESSAGE_CONTENT deltas into the last message, ` +
      `${added} STATE_DELTA citations on the way, ${s.batchSize} events per macrotask`,
  };
}

const HEADER = ['', 'A', 'B', 'A/B', 'B/A'];

const CHAT_HEADER = [
  'run',
  'C last message painted, ms',
  'C every row rendered, ms',
  'C/V (last painted / every row)',
  'open saved, ms (last painted / every row)',
  'C stream, ms',
  'C/A stream',
  'C long tasks (longest)',
  'C total blocking, ms',
];

/** One line per run for (C), `<agui-chat>` on A's store: the same stream, through the chat. */
function chatCells(r: CompleteResults, k: number): string[] {
  const { A, C } = r.pipelines;
  const saved = r.openSaved
    ? `${r.openSaved.lastPaintedMs.toFixed(0)} / ${r.openSaved.allRowsMs.toFixed(0)}`
    : '–';
  if (!C) return [String(k + 1), '–', '–', '–', saved, '–', '–', '–', '–'];
  const lastPainted = C.render.lastPaintedMs ?? C.render.medianMs;
  return [
    String(k + 1),
    lastPainted.toFixed(0),
    C.render.medianMs.toFixed(0),
    `${ratio(lastPainted, r.dom.medianMs)} / ${ratio(C.render.medianMs, r.dom.medianMs)}`,
    saved,
    C.stream.totalMs.toFixed(0),
    ratio(C.stream.totalMs, A.stream.totalMs),
    `${C.stream.longTasks} (${C.stream.longestTaskMs.toFixed(0)} ms)`,
    C.stream.blockingMs.toFixed(0),
  ];
}

/** The tables as aligned plain text, for the terminal. */
export function toTextTables(runs: readonly CompleteResults[]): string {
  const renderRun = worst(runs, renderVsDom);
  const streamRun = worst(runs, (r) => r.pipelines.A.stream.longestTaskMs);
  const t = titles(renderRun);
  const table = (header: string[], lines: string[][]) => {
    const all = [header, ...lines];
    const widths = header.map((_, i) => Math.max(...all.map((line) => line[i].length)));
    return all
      .map((line) =>
        line
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
          .join('  '),
      )
      .join('\n');
  };
  return [
    table(
      RENDER_HEADER.map((h, i) => (i === 0 ? t.render : h)),
      renderRows(renderRun).map(renderCells),
    ),
    table(
      HEADER.map((h, i) => (i === 0 ? t.stream : h)),
      streamRows(streamRun).map(cells),
    ),
    table(RUN_HEADER, runs.map(runCells)),
    table(CHAT_HEADER, runs.map(chatCells)),
  ].join('\n\n');
}

/** The targets of issues 9 and 21, checked on every run: the worst run counts. */
export function checkTargets(runs: readonly CompleteResults[]): TargetCheck[] {
  const longest = worst(runs, (r) => r.pipelines.A.stream.longestTaskMs).pipelines.A.stream;
  const tasks = Math.max(...runs.map((r) => r.pipelines.A.stream.longTasks));
  const stream = worst(
    runs,
    (r) => r.pipelines.A.stream.totalMs / r.pipelines.B.stream.totalMs,
  ).pipelines;
  const render = worst(
    runs,
    (r) => r.pipelines.A.render.medianMs / r.pipelines.B.render.medianMs,
  ).pipelines;
  const dom = worst(runs, renderVsDom);
  const heap = Math.max(...runs.map((r) => r.pipelines.A.render.heapDeltaMb));
  const n = runs.length;
  return [
    {
      target: `stream: no long task over 50 ms in A (worst of ${n} runs)`,
      measured: `${tasks} long tasks, longest ${longest.longestTaskMs.toFixed(0)} ms`,
      met: tasks === 0,
    },
    {
      target: `stream: A's total time at most 1/5 of B's (worst of ${n} runs)`,
      measured: `B/A = ${ratio(stream.B.stream.totalMs, stream.A.stream.totalMs)}`,
      met: runs.every((r) => r.pipelines.A.stream.totalMs * 5 <= r.pipelines.B.stream.totalMs),
    },
    {
      target: `render: A no slower than B (worst of ${n} runs)`,
      measured: `B/A = ${ratio(render.B.render.medianMs, render.A.render.medianMs)}`,
      met: runs.every((r) => r.pipelines.A.render.medianMs <= r.pipelines.B.render.medianMs),
    },
    {
      target: `render: A at most 2× the hand-written DOM (V) (worst of ${n} runs)`,
      measured: `A/V = ${renderVsDom(dom).toFixed(2)}`,
      met: runs.every((r) => renderVsDom(r) <= 2),
    },
    {
      target: `render: A adds at most 45 MB of JS heap (worst of ${n} runs)`,
      measured: `${heap.toFixed(1)} MB`,
      met: heap <= 45,
    },
    ...(runs.every((r) => r.pipelines.C)
      ? [
          {
            target: `render: the chat (C), every row rendered, at most 2× V (worst of ${n} runs)`,
            measured: `C/V = ${Math.max(...runs.map(chatVsDom)).toFixed(2)} (last message painted: ${Math.max(...runs.map(chatLastPaintedVsDom)).toFixed(2)})`,
            met: runs.every((r) => chatVsDom(r) <= 2),
          },
        ]
      : []),
  ];
}

const INTRO = `\`npm run bench:browser\` builds the benchmark app (\`bench/browser/app/\`) for production,
serves it on 127.0.0.1 and opens its \`/bench\` page in Debian's Chromium (headless,
\`--expose-gc\`). In one page load the page runs two pipelines on the same generated events, one after the other, with the view destroyed and
garbage collected in between. (A) is ngx-ag-ui's \`AgentStore\`: \`connect(events)\`, and each
row reads \`store.message(id)\`. (B) is what other Angular AG-UI integrations do: \`@ag-ui/client\`'s
\`AbstractAgent.runAgent()\`, with a subscriber that copies \`agent.messages\` and \`agent.state\`
into signals on every change; its rows take their citations from \`state.citations[id]\` with
\`bridgeCitationsState\`. Both render the same row component (\`<agui-cited-text>\` and
\`<agui-sources>\` over \`resolveCitedText\`), tracked by id, zoneless. Events arrive in
network-sized batches, one macrotask each. Render times are the median of alternating runs, from
the first event to the first frame painted after the DOM is stable. \`--trace "A stream"\` or
\`--profile "B render"\` records one phase and prints where its time went. Sources:
\`bench/browser/\` (the page is the Angular app in \`bench/browser/app/\`). (V), the baseline, is the
same rows written by hand with DOM calls after the same reducer and \`resolveCitedText\`: text,
a \`<button>\` per marker with its hidden accessible name and ARIA attributes, a labelled sources
list with links and back-links, \`content-visibility: auto\` rows; no behaviour. It renders in
the same page load, alternating with A and B. The cold start is A's first render after
navigation, before any warm-up. The page is loaded three times; targets count the worst load.`;

/** The generated part of bench/README.md's "Browser" benchmark and of bench/results/browser.md. */
export function toMarkdown(
  runs: readonly CompleteResults[],
  machine: MachineInfo,
  notes: string,
): string {
  const renderRun = worst(runs, renderVsDom);
  const streamRun = worst(runs, (r) => r.pipelines.A.stream.longestTaskMs);
  const t = titles(renderRun);
  const row = (line: readonly string[]) => `| ${line.join(' | ')} |`;
  const align = (header: readonly string[]) =>
    row(header.map((_, i) => (i === 0 ? '---' : '---:')));
  const targets = checkTargets(runs).map(
    (c) => `| ${c.target} | ${c.measured} | ${c.met ? 'met' : '**missed**'} |`,
  );
  return [
    INTRO,
    '',
    `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), ` +
      `Chromium ${machine.chromium}, Node ${machine.node}` +
      (renderRun.gcExposed ? '; heap read after a forced GC' : '; heap read without a forced GC') +
      `; ${runs.length} page loads. The render table shows the load with the highest A/V, the ` +
      'stream table the one with the longest task in A.',
    '',
    row(RENDER_HEADER.map((h, i) => (i === 0 ? t.render : h))),
    align(RENDER_HEADER),
    ...renderRows(renderRun).map((r) => row(renderCells(r))),
    '',
    row(HEADER.map((h, i) => (i === 0 ? t.stream : h))),
    align(HEADER),
    ...streamRows(streamRun).map((r) => row(cells(r))),
    '',
    row(RUN_HEADER),
    align(RUN_HEADER),
    ...runs.map((r, k) => row(runCells(r, k))),
    '',
    "(C) is the same render and stream through `<agui-chat>` (ngx-ag-ui/chat) on A's store: " +
      'each answer in `<agui-markdown>` with its sources, the composer and status line around, ' +
      'the view following the stream; measured after A and B in each page load. The chat renders ' +
      'a long thread from its end and the rows above in idle time, so its render has two times: ' +
      'to the first frame painted with the last message and its markers, and to every row ' +
      'rendered (C/V on the summary line, `chat-vs-dom`, is the second, the worst of the loads). ' +
      '"Open saved" starts the app on the same conversation saved in IndexedDB thread storage ' +
      '(`withThreadStorage(indexedDbThreadStorage())`, `/open-saved` in a page load of its own ' +
      'after one that saved it) and times both from navigation; on the summary line ' +
      '`open-saved-vs-dom` (last message painted, target ≤ V) and `open-saved-all-rows-vs-dom` ' +
      '(every row, target ≤ 2 × V).',
    '',
    row(CHAT_HEADER),
    align(CHAT_HEADER),
    ...runs.map((r, k) => row(chatCells(r, k))),
    '',
    '| target | measured | |',
    '| --- | --- | --- |',
    ...targets,
    '',
    notes.trim(),
    '',
  ].join('\n');
}

/**
 * The line `npm run bench:browser` ends with: the worst run's figure for each measure, the
 * devtools' overhead in a development build (a fraction, median of its loads) when measured, and
 * the Markdown benchmark's figures (`markdown`, those of its last run in this process by default).
 */
export function toSummaryLine(
  runs: readonly CompleteResults[],
  bundleKb: number,
  devtoolsOverhead?: number,
  markdown = lastMarkdownSummary(),
): string {
  const min = (pick: (r: CompleteResults) => number) => Math.min(...runs.map(pick));
  const max = (pick: (r: CompleteResults) => number) => Math.max(...runs.map(pick));
  return (
    `browser stream-ratio=${min((r) => r.pipelines.B.stream.totalMs / r.pipelines.A.stream.totalMs).toFixed(2)} ` +
    `longest-task-ms=${max((r) => r.pipelines.A.stream.longestTaskMs).toFixed(0)} ` +
    `long-tasks=${max((r) => r.pipelines.A.stream.longTasks)} ` +
    `render-ratio=${min((r) => r.pipelines.B.render.medianMs / r.pipelines.A.render.medianMs).toFixed(2)} ` +
    `render-vs-dom=${max(renderVsDom).toFixed(2)} ` +
    `heap-added-mb=${max((r) => r.pipelines.A.render.heapDeltaMb).toFixed(1)} bundle-kb=${bundleKb.toFixed(1)}` +
    (runs.every((r) => r.pipelines.C)
      ? ` chat-vs-dom=${max(chatVsDom).toFixed(2)} chat-last-painted-vs-dom=${max(chatLastPaintedVsDom).toFixed(2)}`
      : '') +
    (runs.every((r) => r.openSaved)
      ? ` open-saved-vs-dom=${max((r) => r.openSaved!.lastPaintedMs / r.dom.medianMs).toFixed(2)}` +
        ` open-saved-all-rows-vs-dom=${max((r) => r.openSaved!.allRowsMs / r.dom.medianMs).toFixed(2)}`
      : '') +
    (devtoolsOverhead === undefined
      ? ''
      : ` devtools-overhead-pct=${(devtoolsOverhead * 100).toFixed(1)}`) +
    (markdown ? ` ${markdown}` : '')
  );
}
