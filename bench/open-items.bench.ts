/*
 * Per-event cost with many items open in one run: 20,000 TOOL_CALL_START, and
 * 20,000 opening events of every kind in turn (tool call, text message, reasoning message, step,
 * reasoning span, subagent with an open chunk lane, tool result), each left open until the end.
 * Only the opening events are timed; the closing events and RUN_FINISHED follow, untimed, so the
 * run ends well. A control opens and closes each of 20,000 tool calls at once: the messages grow
 * as much, nothing stays open. The last two rows time 2,000 more calls after 18,000 left open or
 * closed: the same messages, 18,000 open items apart. The reference (@ag-ui/client 1.0.0,
 * `defaultApplyEvents`) gets the same events, at REFERENCE_SIZE opening events (20,000 would take
 * it about 13 minutes); ours runs at that size too, for the comparison.
 */
import {
  type AbstractAgent,
  type BaseEvent,
  type RunAgentInput,
  defaultApplyEvents,
  transformChunks,
} from '@ag-ui/client';
import { type AgentThread, applyAgentEvent, createAgentThread } from 'ngx-ag-ui/core';
import { from } from 'rxjs';

import { type Measurement, measure, tenthsCell, typical } from './tenths';

const SIZE = 20_000;
/** Our runs per scenario, after one warm-up run. */
const OUR_RUNS = 5;

interface Stream {
  readonly label: string;
  /** The events before the timed ones (RUN_STARTED). */
  readonly before: readonly BaseEvent[];
  readonly timed: readonly BaseEvent[];
  /** The events after them (closing events, RUN_FINISHED). */
  readonly after: readonly BaseEvent[];
}

const event = (fields: Record<string, unknown>) => fields as unknown as BaseEvent;
const RUN_STARTED = event({ type: 'RUN_STARTED', threadId: 't1', runId: 'r1' });
const RUN_FINISHED = event({ type: 'RUN_FINISHED', threadId: 't1', runId: 'r1' });

function toolCalls(size: number): Stream {
  const ids = Array.from({ length: size }, (_, i) => `c${i}`);
  return {
    label: `${size.toLocaleString('en')} TOOL_CALL_START, all open`,
    before: [RUN_STARTED],
    timed: ids.map((toolCallId) =>
      event({ type: 'TOOL_CALL_START', toolCallId, toolCallName: 'f' }),
    ),
    after: [...ids.map((toolCallId) => event({ type: 'TOOL_CALL_END', toolCallId })), RUN_FINISHED],
  };
}

/** Item `i` of the mix: the events that open it (timed) and close it (untimed). */
function mixItem(i: number): { open: BaseEvent[]; close: BaseEvent[] } {
  const id = `x${i}`;
  switch (i % 7) {
    case 0:
      return {
        open: [event({ type: 'TOOL_CALL_START', toolCallId: id, toolCallName: 'f' })],
        close: [event({ type: 'TOOL_CALL_END', toolCallId: id })],
      };
    case 1:
      return {
        open: [event({ type: 'TEXT_MESSAGE_START', messageId: id, role: 'assistant' })],
        close: [event({ type: 'TEXT_MESSAGE_END', messageId: id })],
      };
    case 2:
      return {
        open: [event({ type: 'REASONING_MESSAGE_START', messageId: id, role: 'reasoning' })],
        close: [event({ type: 'REASONING_MESSAGE_END', messageId: id })],
      };
    case 3:
      return {
        open: [event({ type: 'STEP_STARTED', stepName: id })],
        close: [event({ type: 'STEP_FINISHED', stepName: id })],
      };
    case 4:
      return {
        open: [event({ type: 'REASONING_START', messageId: id })],
        close: [event({ type: 'REASONING_END', messageId: id })],
      };
    case 5:
      return {
        open: [
          event({ type: 'SUBAGENT_STARTED', subagentRunId: id, name: 'helper' }),
          event({
            type: 'TEXT_MESSAGE_CHUNK',
            messageId: `${id}-m`,
            subagentRunId: id,
            delta: 'x',
          }),
        ],
        close: [event({ type: 'SUBAGENT_FINISHED', subagentRunId: id })],
      };
    default:
      return {
        open: [
          event({
            type: 'TOOL_CALL_RESULT',
            messageId: id,
            toolCallId: `${id}-call`,
            content: 'ok',
          }),
        ],
        close: [],
      };
  }
}

function mix(size: number): Stream {
  const timed: BaseEvent[] = [];
  const closing: BaseEvent[][] = [];
  for (let i = 0; timed.length < size; i++) {
    const { open, close } = mixItem(i);
    timed.push(...open);
    closing.push(close);
  }
  return {
    label: `${timed.length.toLocaleString('en')} opening events of 7 kinds, all open`,
    before: [RUN_STARTED],
    timed,
    after: [...closing.reverse().flat(), RUN_FINISHED],
  };
}

function control(size: number): Stream {
  const timed = Array.from({ length: size }, (_, i) => [
    event({ type: 'TOOL_CALL_START', toolCallId: `c${i}`, toolCallName: 'f' }),
    event({ type: 'TOOL_CALL_END', toolCallId: `c${i}` }),
  ]).flat();
  return {
    label: `control: ${size.toLocaleString('en')} tool calls opened and closed at once`,
    before: [RUN_STARTED],
    timed,
    after: [RUN_FINISHED],
  };
}

/**
 * 2,000 more TOOL_CALL_START after `size` tool calls left open, or closed (`open` false): the
 * messages are the same, only the number of open items differs.
 */
function after(size: number, open: boolean): Stream {
  const start = (i: number) =>
    event({ type: 'TOOL_CALL_START', toolCallId: `c${i}`, toolCallName: 'f' });
  const end = (i: number) => event({ type: 'TOOL_CALL_END', toolCallId: `c${i}` });
  const earlier = Array.from({ length: size }, (_, i) => i);
  const later = Array.from({ length: 2_000 }, (_, i) => size + i);
  return {
    label: `2,000 TOOL_CALL_START after ${size.toLocaleString('en')} tool calls left ${open ? 'open' : 'closed'}`,
    before: [RUN_STARTED, ...earlier.flatMap((i) => (open ? [start(i)] : [start(i), end(i)]))],
    timed: later.map(start),
    after: [...(open ? earlier : []).map(end), ...later.map(end), RUN_FINISHED],
  };
}

function ours(stream: Stream): Measurement {
  let thread: AgentThread = createAgentThread();
  for (const before of stream.before) thread = applyAgentEvent(thread, before);
  const stamps: number[] = [];
  const t0 = performance.now();
  for (const timed of stream.timed) {
    thread = applyAgentEvent(thread, timed);
    stamps.push(performance.now());
  }
  const t1 = performance.now();
  for (const after of stream.after) thread = applyAgentEvent(thread, after);
  if (thread.status !== 'success')
    throw new Error(`our run ended ${thread.status}: ${thread.error?.message}`);
  return measure(stream.timed.length, t0, t1, stamps);
}

/**
 * The reference over the opening events only (it checks no sequence rules, so the run needs no
 * end). Its subscribers may be async, so it is timed by what it emits: one state mutation per
 * event that changes the messages (RUN_STARTED emits none; in the mix, steps and spans neither),
 * so its row counts emissions, and the µs are per emission.
 */
function reference(stream: Stream): Promise<Measurement> {
  (globalThis as { gc?: () => void }).gc?.();
  const stamps: number[] = [];
  const agent = { messages: [], state: {}, pendingInterrupts: [] } as unknown as AbstractAgent;
  const input: RunAgentInput = {
    threadId: 't1',
    runId: 'r1',
    messages: [],
    state: {},
    tools: [],
    context: [],
  };
  // Its runAgent expands *_CHUNK events before applying them; so does this pipeline.
  const source = transformChunks(false)(from([...stream.before, ...stream.timed]) as never);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    defaultApplyEvents(input, source as never, agent, []).subscribe({
      next: () => void stamps.push(performance.now()),
      error: reject,
      complete: () => resolve(measure(stamps.length, t0, performance.now(), stamps)),
    });
  });
}

/**
 * The size the reference runs at: its cost per event grows with the messages (with
 * NODE_ENV=production, 1,000 TOOL_CALL_START took it 1.3 s here, 2,000 took 5.4 s, 5,000 took
 * 50 s; 20,000 would take about 13 minutes).
 */
const REFERENCE_SIZE = 2_000;

const row = (label: string, runner: string, m: Measurement) =>
  `| ${label} | ${runner} | ${m.events.toLocaleString('en')} | ${m.ms.toFixed(0)} ms | ${tenthsCell(m)} |`;

/** Runs the scenarios and returns the Markdown section. */
export default async function openItemsBench(): Promise<string> {
  const rows: string[] = [];
  for (const build of [toolCalls, mix, control]) {
    const stream = build(SIZE);
    ours(stream);
    const runs = Array.from({ length: OUR_RUNS }, () => ours(stream));
    rows.push(row(stream.label, 'ours: `applyAgentEvent`', typical(runs)));
    if (!process.env['BENCH_OURS_ONLY']) {
      const small = build(REFERENCE_SIZE);
      rows.push(
        row(
          small.label,
          'ours: `applyAgentEvent`',
          typical(Array.from({ length: OUR_RUNS }, () => ours(small))),
        ),
      );
      rows.push(row(small.label, 'reference: `defaultApplyEvents`', await reference(small)));
    }
    console.error(`  ${stream.label}: done`);
  }
  for (const open of [true, false]) {
    const stream = after(SIZE - 2_000, open);
    ours(stream);
    rows.push(
      row(
        stream.label,
        'ours: `applyAgentEvent`',
        typical(Array.from({ length: OUR_RUNS }, () => ours(stream))),
      ),
    );
  }
  return [
    '### Many open items in one run: ours vs @ag-ui/client 1.0.0',
    '',
    `The reference runs at ${REFERENCE_SIZE.toLocaleString('en')} opening events (at ${SIZE.toLocaleString('en')} it would take about 13 minutes); its rows count emissions.`,
    '',
    '| Scenario | Runner | Timed events | Total | µs/event, 2nd → last tenth |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
