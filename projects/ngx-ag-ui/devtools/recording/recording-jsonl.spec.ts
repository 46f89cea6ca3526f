import * as ev from 'ngx-ag-ui/testing';

import type { AgentRecording } from './agent-recording';
import { parseRecording, RECORDING_KIND, toJsonl } from './recording-jsonl';

const recording: AgentRecording = {
  agentId: 'research',
  input: { threadId: 't1', runId: 'r1', messages: [], state: {}, tools: [], context: [] },
  start: { threadId: 't1', messages: [], state: { n: 1 } },
  startedAt: 1_700_000_000_000,
  events: [
    { t: 0, costMs: 0.01, event: ev.runStarted() },
    { t: 5, costMs: 0.02, event: ev.stateDelta([{ op: 'add', path: '/m', value: 2 }]) },
    { t: 9, costMs: 0.01, event: ev.runFinished() },
  ],
  end: { kind: 'complete' },
  outcome: { threadId: 't1', messages: [], state: { n: 1, m: 2 }, status: 'success' },
};

describe('toJsonl and parseRecording', () => {
  it('writes a header line and one line per event, and reads them back unchanged', () => {
    const text = toJsonl(recording);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0])).toMatchObject({ kind: RECORDING_KIND, agentId: 'research' });
    expect(JSON.parse(lines[2])).toEqual(recording.events[1]);
    expect(parseRecording(text)).toEqual({ recording, problems: [] });
  });

  it('reads a .jsonl of bare AG-UI events, taking the input from RUN_STARTED', () => {
    const input = {
      threadId: 't9',
      runId: 'r9',
      messages: [],
      state: { a: 1 },
      tools: [],
      context: [],
    };
    const text = [ev.runStarted('t9', 'r9', { input }), ev.runFinished('t9', 'r9')]
      .map((event) => JSON.stringify(event))
      .join('\n');
    const { recording: loaded, problems } = parseRecording(text, 'mine');
    expect(problems).toEqual([]);
    expect(loaded).toMatchObject({
      agentId: 'mine',
      input,
      start: { threadId: 't9', messages: [], state: { a: 1 } },
    });
    expect(loaded.events.map(({ t, event }) => [t, event.type])).toEqual([
      [0, 'RUN_STARTED'],
      [1, 'RUN_FINISHED'],
    ]);
  });

  it('reads an SSE capture: multi-line data, comments, CRLF, and names frames that are not JSON', () => {
    const text = [
      ': keep-alive',
      'event: message',
      `data: ${JSON.stringify(ev.runStarted())}`,
      '',
      'data: {"type":"TEXT_MESSAGE_START",',
      'data:  "messageId":"m1","role":"assistant"}',
      '',
      'data: not json',
      '',
      `data: ${JSON.stringify(ev.runFinished())}`,
      '',
    ].join('\r\n');
    const { recording: loaded, problems } = parseRecording(text);
    expect(loaded.events.map(({ event }) => event.type)).toEqual([
      'RUN_STARTED',
      'TEXT_MESSAGE_START',
      'RUN_FINISHED',
    ]);
    expect(problems).toEqual(['Line 8: an SSE frame that is not JSON.']);
    expect(loaded.start).toEqual({ threadId: 't1', messages: [], state: {} });
  });

  it('skips lines that are not events, naming each, and never throws', () => {
    const text = [
      '{"type":"RUN_STARTED","threadId":"t1","runId":"r1"}',
      '[1,2]',
      '{oops',
      '{"x":1}',
    ].join('\n');
    const { recording: loaded, problems } = parseRecording(text);
    expect(loaded.events).toHaveLength(1);
    expect(problems).toEqual([
      'Line 2: not a JSON object.',
      'Line 3: not JSON.',
      'Line 4: not an AG-UI event (no "type").',
    ]);
    expect(parseRecording('').recording.events).toEqual([]);
  });
});
