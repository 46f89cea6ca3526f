import { from, last, lastValueFrom } from 'rxjs';

import { toRunAgentInput } from '../../run/to-run-agent-input';
import type { AgentThread } from '../../thread/agent-thread';
import { createAgentThread } from '../../thread/create-agent-thread';
import { applyAgentEvent } from '../apply-agent-event';
import { reduceAgentEvents } from '../reduce-agent-events';
import { ALL_VECTORS, MIN_VECTORS } from './all-vectors';
import type { SpecPage, SpecVector } from './spec-vector';

/** Every page a vector must come from: each 1.1 page whose rules bind a consumer's reducer. */
const PAGES: readonly SpecPage[] = [
  'basic/index.mdx',
  'basic/processing.mdx',
  'basic/run-input.mdx',
  'basic/metadata.mdx',
  'basic/versioning.mdx',
  'basic/patterns/streaming.mdx',
  'basic/patterns/snapshots.mdx',
  'basic/patterns/interrupt-resume.mdx',
  'events/lifecycle.mdx',
  'events/text-messages.mdx',
  'events/tool-calls.mdx',
  'events/reasoning.mdx',
  'events/state.mdx',
  'events/activity.mdx',
  'events/subagents.mdx',
];

function fold(vector: SpecVector): AgentThread {
  return vector.events.reduce<AgentThread>(
    (thread, event) => applyAgentEvent(thread, event),
    createAgentThread(),
  );
}

function pageOf(vector: SpecVector): string {
  return vector.spec.split('#')[0];
}

describe('AG-UI 1.1 conformance vectors', () => {
  it(`holds at least ${MIN_VECTORS} vectors, uniquely named, from every page`, () => {
    expect(ALL_VECTORS.length).toBeGreaterThanOrEqual(MIN_VECTORS);
    expect(new Set(ALL_VECTORS.map((vector) => vector.name)).size).toBe(ALL_VECTORS.length);
    expect([...new Set(ALL_VECTORS.map(pageOf))].sort()).toEqual([...PAGES].sort());
  });

  describe.each(PAGES)('%s', (page) => {
    const vectors = ALL_VECTORS.filter((vector) => pageOf(vector) === page);

    it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
      const thread = fold(vector);
      const { expect: want } = vector;
      expect({
        status: thread.status,
        error: thread.error?.kind ?? null,
        warnings: thread.warnings.map((warning) => warning.kind),
      }).toEqual({ status: want.status, error: want.error, warnings: want.warnings });
      if (want.messages !== undefined) expect(thread.messages).toEqual(want.messages);
      if (want.state !== undefined) expect(thread.state).toEqual(want.state);
      for (const [field, value] of Object.entries(want.thread ?? {})) {
        expect({ [field]: thread[field as keyof AgentThread] }).toEqual({ [field]: value });
      }
      if (want.nextInputMessages !== undefined) {
        const input = toRunAgentInput(thread, { threadId: 't1', runId: 'next' });
        expect(input.messages).toEqual(want.nextInputMessages);
      }
    });
  });

  it('gives the same final thread through the reduceAgentEvents operator', async () => {
    for (const vector of ALL_VECTORS) {
      const operated = await lastValueFrom(
        from(vector.events).pipe(reduceAgentEvents(), last(undefined, createAgentThread())),
      );
      expect({ name: vector.name, thread: operated }).toEqual({
        name: vector.name,
        thread: fold(vector),
      });
    }
  });
});
