import type { BenchResults, PipelineResult } from '../../projects/demo/src/app/bench-page/bench-result';

/** Where the numbers were measured. */
export interface MachineInfo {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly chromium: string;
  readonly node: string;
  readonly date: string;
}

/** A finished run with both pipelines. */
export interface CompleteResults extends BenchResults {
  readonly pipelines: { readonly A: PipelineResult; readonly B: PipelineResult };
}

/** One target of issue 9 and whether it is met. */
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

function renderRows(r: CompleteResults): Row[] {
  const { A, B } = r.pipelines;
  const runs = r.scenario.renderRuns;
  return [
    { label: `time to first render, ms (median of ${runs})`, a: A.render.medianMs, b: B.render.medianMs, digits: 0 },
    { label: 'JS heap after render, MB', a: A.render.heapAfterMb, b: B.render.heapAfterMb, digits: 1 },
    { label: 'JS heap added by the render, MB', a: A.render.heapDeltaMb, b: B.render.heapDeltaMb, digits: 1 },
  ];
}

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

/** The two tables as aligned plain text, for the terminal. */
export function toTextTables(r: CompleteResults): string {
  const t = titles(r);
  const table = (title: string, rows: Row[]) => {
    const lines = [HEADER.map((h, i) => (i === 0 ? title : h)), ...rows.map(cells)];
    const widths = HEADER.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
    return lines
      .map((line) => line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
      .join('\n');
  };
  return `${table(t.render, renderRows(r))}\n\n${table(t.stream, streamRows(r))}`;
}

/** The targets of issue 9, checked. */
export function checkTargets(r: CompleteResults): TargetCheck[] {
  const { A, B } = r.pipelines;
  return [
    {
      target: 'stream: no long task over 50 ms in A',
      measured: `${A.stream.longTasks} long tasks, longest ${A.stream.longestTaskMs.toFixed(0)} ms`,
      met: A.stream.longTasks === 0,
    },
    {
      target: "stream: A's total time at most 1/5 of B's",
      measured: `B/A = ${ratio(B.stream.totalMs, A.stream.totalMs)}`,
      met: A.stream.totalMs * 5 <= B.stream.totalMs,
    },
    {
      target: 'render: A no slower than B',
      measured: `B/A = ${ratio(B.render.medianMs, A.render.medianMs)}`,
      met: A.render.medianMs <= B.render.medianMs,
    },
  ];
}

const INTRO = `\`npm run bench:browser\` builds the demo for production, serves it on 127.0.0.1 and opens its
\`/bench\` page in Debian's Chromium (headless, \`--expose-gc\`). In one page load the page runs
two pipelines on the same generated events, one after the other, with the view destroyed and
garbage collected in between. (A) is ngx-ag-ui's \`AgentStore\`: \`connect(events)\`, and each
row reads \`store.message(id)\`. (B) is what other Angular AG-UI integrations do: \`@ag-ui/client\`'s
\`AbstractAgent.runAgent()\`, with a subscriber that copies \`agent.messages\` and \`agent.state\`
into signals on every change; its rows take their citations from \`state.citations[id]\` with
\`bridgeCitationsState\`. Both render the same row component (\`<agui-cited-text>\` and
\`<agui-sources>\` over \`resolveCitedText\`), tracked by id, zoneless. Events arrive in
network-sized batches, one macrotask each. Render times are the median of alternating runs, from
the first event to the first frame painted after the DOM is stable. \`--trace "A stream"\` or
\`--profile "B render"\` records one phase and prints where its time went. Sources:
\`bench/browser/\` and \`projects/demo/src/app/bench-page/\`.`;

/** The generated part of the README's "Browser" benchmark and of bench/results/browser.md. */
export function toMarkdown(r: CompleteResults, machine: MachineInfo, notes: string): string {
  const t = titles(r);
  const table = (title: string, rows: Row[]) =>
    [
      `| ${title} | A | B | A/B | B/A |`,
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map((row) => `| ${cells(row).join(' | ')} |`),
    ].join('\n');
  const targets = checkTargets(r).map((c) => `| ${c.target} | ${c.measured} | ${c.met ? 'met' : '**missed**'} |`);
  return [
    INTRO,
    '',
    `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), ` +
      `Chromium ${machine.chromium}, Node ${machine.node}` +
      (r.gcExposed ? '; heap read after a forced GC.' : '; heap read without a forced GC.'),
    '',
    table(t.render, renderRows(r)),
    '',
    table(t.stream, streamRows(r)),
    '',
    '| target (issue 9) | measured | |',
    '| --- | --- | --- |',
    ...targets,
    '',
    notes.trim(),
    '',
  ].join('\n');
}

/** The line `npm run bench:browser` ends with. */
export function toSummaryLine(r: CompleteResults, bundleKb: number): string {
  const { A, B } = r.pipelines;
  return (
    `browser stream-ratio=${ratio(B.stream.totalMs, A.stream.totalMs)} ` +
    `longest-task-ms=${A.stream.longestTaskMs.toFixed(0)} long-tasks=${A.stream.longTasks} ` +
    `render-ratio=${ratio(B.render.medianMs, A.render.medianMs)} bundle-kb=${bundleKb.toFixed(1)}`
  );
}
