import type { AgentRecording } from '../recording/agent-recording';

/** Where the spec finds its recording, and what it calls it. */
export interface ReplaySpecOptions {
  /** The `.jsonl` file's name, next to the spec (`toJsonl()` writes it). */
  readonly fixture: string;
  /** The `describe` title; by default the agent and the number of events. */
  readonly title?: string;
}

/**
 * A ready Jest spec (TypeScript, TestBed) that replays a recording through a real store fed by
 * a `ScriptedAgent`, and asserts that it ends with the messages, state and status the store
 * showed when the recording was made (compared with `jsonEqual`). Save it next to the fixture
 * `toJsonl()` wrote; it needs `ngx-ag-ui`, `ngx-ag-ui/core`, `ngx-ag-ui/devtools` and
 * `ngx-ag-ui/testing`, and Node's `fs` (Jest has it).
 */
export function toReplaySpec(recording: AgentRecording, options: ReplaySpecOptions): string {
  const title =
    options.title ??
    `replay of agent "${recording.agentId}" (${recording.events.length} events, ${options.fixture})`;
  return `import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { jsonEqual } from 'ngx-ag-ui/core';
import { parseRecording } from 'ngx-ag-ui/devtools';
import { ScriptedAgent } from 'ngx-ag-ui/testing';

// Written by ngx-ag-ui/devtools (toReplaySpec): replays the recorded events through a store and
// checks that it ends as it did when they were recorded.
const { recording } = parseRecording(
  readFileSync(join(__dirname, ${quote(options.fixture)}), 'utf8'),
);

/** Passes when \`actual\`, as JSON, equals \`expected\`; shows the difference otherwise. */
function expectSame(actual: unknown, expected: unknown): void {
  const json: unknown = JSON.parse(JSON.stringify(actual ?? null));
  expect(jsonEqual(json, expected) ? expected : json).toEqual(expected);
}

describe(${quote(title)}, () => {
  it('ends with the recorded messages, state and status', async () => {
    const { agentId, start, end, outcome } = recording;
    const agent = new ScriptedAgent([
      {
        events: recording.events.map(({ event }) => event),
        ...(end?.kind === 'error' ? { error: end.error } : {}),
        hang: end?.kind === 'stop' || end === undefined,
      },
    ]);
    const { threadId, messages, state } = start;
    TestBed.configureTestingModule({
      providers: [provideAgUi({ agentId, threadId, messages, state }, withAgent(agent))],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent(agentId));
    if (recording.input) store.run();
    else
      store.connect(
        agent.run({
          threadId: threadId ?? '',
          runId: '',
          messages: [],
          state,
          tools: [],
          context: [],
        }),
      );
    if (end?.kind !== 'complete' && end?.kind !== 'error') store.stop();
    await TestBed.inject(ApplicationRef).whenStable();

    expect(outcome).toBeDefined();
    const thread = store.thread();
    expectSame(thread.messages, outcome?.messages);
    expectSame(thread.state, outcome?.state);
    expect(thread.status).toBe(outcome?.status);
  });
});
`;
}

/** A single-quoted TypeScript string literal (the house style Prettier keeps). */
function quote(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}'`;
}
