/** @jest-environment node */
import type { BaseEvent } from '@ag-ui/core';
import * as ev from 'ngx-ag-ui/testing';

import { expectSameAsReference, quietReference } from './reference-run.test-helpers';

describe('applyAgentEvent against @ag-ui/client 1.0.0: attribution and legacy events', () => {
  quietReference();

  /** Where attribution and legacy events once differed from the reference, row by row. */
  describe('subagent attribution and legacy events', () => {
    const s1 = { subagentRunId: 's1' };
    const s2 = { subagentRunId: 's2' };

    it('refuses a tool call tagged for another agent than the message that carries it (row 1)', async () => {
      const refused = await expectSameAsReference(
        [
          ev.runStarted(),
          ev.textMessageStart('m', s1),
          ev.textMessageEnd('m', s1),
          ev.toolCallStart('tc', 'search', { parentMessageId: 'm', ...s2 }),
          ev.toolCallArgs('tc', '{"q":1}', s2),
          ev.toolCallEnd('tc', s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it("refuses an encrypted value tagged for another agent than the tool call's (row 2)", async () => {
      const refused = await expectSameAsReference(
        [
          ev.runStarted(),
          ev.toolCallStart('tc1', 'search', s1),
          ev.reasoningEncryptedValue('tool-call', 'tc1', 'enc', s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it('refuses a reasoning message opened by another agent than its span (row 3)', async () => {
      const refused = await expectSameAsReference(
        [
          ev.runStarted(),
          ev.reasoningStart('r1', s1),
          ev.reasoningMessageStart('r1', s2),
          ev.reasoningMessageContent('r1', 'x', s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it('refuses an activity delta from another agent than the snapshot (row 4)', async () => {
      const refused = await expectSameAsReference(
        [
          ev.runStarted(),
          ev.activitySnapshot('a1', 'plan', { n: 0 }, s1),
          ev.activityDelta('a1', 'plan', [{ op: 'replace', path: '/n', value: 1 }], s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it("lets untagged openers inherit their item's owner: a tool call, a reasoning message, a re-open (row 5)", async () => {
      await expectSameAsReference([
        ev.runStarted(),
        ev.textMessageStart('m', s1),
        ev.textMessageEnd('m', s1),
        ev.toolCallStart('tc', 'search', { parentMessageId: 'm' }),
        ev.toolCallArgs('tc', '{}', s1),
        ev.toolCallEnd('tc'),
        ev.reasoningStart('r1', s1),
        ev.reasoningMessageStart('r1'),
        ev.reasoningMessageContent('r1', 'thinking', s1),
        ev.reasoningMessageEnd('r1', s1),
        ev.reasoningEnd('r1'),
        ev.textMessageStart('m'),
        ev.textMessageContent('m', 'more', s1),
        ev.textMessageEnd('m', s1),
        ev.runFinished(),
      ]);
    });

    it('reads a subagent outcome with a null or missing type as no outcome (row 6)', async () => {
      await expectSameAsReference([
        ev.runStarted(),
        ev.subagentStarted('s1', 'helper'),
        ev.subagentFinished('s1', { outcome: { type: null } as never }),
        ev.subagentStarted('s2', 'helper'),
        ev.subagentFinished('s2', { outcome: {} as never }),
        ev.textMessageStart('m'),
        ev.textMessageContent('m', 'kept'),
        ev.textMessageEnd('m'),
        ev.runFinished(),
      ]);
    });

    it('reads legacy THINKING_* events as a reasoning message (row 7)', async () => {
      await expectSameAsReference([
        ev.runStarted(),
        ev.thinkingStart({ title: 'Planning' }),
        ev.thinkingTextMessageStart(),
        ev.thinkingTextMessageContent('first '),
        ev.thinkingTextMessageContent('thought'),
        ev.thinkingTextMessageEnd(),
        ev.thinkingEnd(),
        ev.thinkingTextMessageStart(s1),
        ev.thinkingTextMessageContent('nested', s1),
        ev.thinkingTextMessageEnd(s1),
        ev.textMessageStart('m'),
        ev.textMessageEnd('m'),
        ev.runFinished(),
      ] as BaseEvent[]);
    });
  });

  // Fuzz seed 1729563560: a refusal after a STATE_SNAPSHOT of null; the harness once read the
  // reference's null state as "unchanged".
  it('holds a null state through a refused event', async () => {
    const refused = await expectSameAsReference(
      [
        ev.runStarted(),
        ev.stateSnapshot(null),
        ev.textMessageStart('m1'),
        ev.textMessageContent('m1', '', { subagentRunId: 'sa3' }),
        ev.textMessageStart('m2'),
      ],
      { mayRefuse: true },
    );
    expect(refused).toBe(true);
  });
});
