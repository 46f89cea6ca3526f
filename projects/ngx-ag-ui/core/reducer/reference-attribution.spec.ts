/** @jest-environment node */
import type { BaseEvent } from '@ag-ui/core';
import {
  activityDelta,
  activitySnapshot,
  reasoningEncryptedValue,
  reasoningEnd,
  reasoningMessageContent,
  reasoningMessageEnd,
  reasoningMessageStart,
  reasoningStart,
  runFinished,
  runStarted,
  stateSnapshot,
  subagentFinished,
  subagentStarted,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
  thinkingEnd,
  thinkingStart,
  thinkingTextMessageContent,
  thinkingTextMessageEnd,
  thinkingTextMessageStart,
  toolCallArgs,
  toolCallEnd,
  toolCallStart,
} from 'ngx-ag-ui/testing';

import { expectSameAsReference, quietReference } from './reference-run.test-helpers';

describe('applyAgentEvent against @ag-ui/client 1.0.0: attribution and legacy events', () => {
  quietReference();

  /** Issue 16: where attribution and legacy events once differed from the reference, row by row. */
  describe('subagent attribution and legacy events (issue 16)', () => {
    const s1 = { subagentRunId: 's1' };
    const s2 = { subagentRunId: 's2' };

    it('refuses a tool call tagged for another agent than the message that carries it (row 1)', async () => {
      const refused = await expectSameAsReference(
        [
          runStarted(),
          textMessageStart('m', s1),
          textMessageEnd('m', s1),
          toolCallStart('tc', 'search', { parentMessageId: 'm', ...s2 }),
          toolCallArgs('tc', '{"q":1}', s2),
          toolCallEnd('tc', s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it("refuses an encrypted value tagged for another agent than the tool call's (row 2)", async () => {
      const refused = await expectSameAsReference(
        [
          runStarted(),
          toolCallStart('tc1', 'search', s1),
          reasoningEncryptedValue('tool-call', 'tc1', 'enc', s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it('refuses a reasoning message opened by another agent than its span (row 3)', async () => {
      const refused = await expectSameAsReference(
        [
          runStarted(),
          reasoningStart('r1', s1),
          reasoningMessageStart('r1', s2),
          reasoningMessageContent('r1', 'x', s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it('refuses an activity delta from another agent than the snapshot (row 4)', async () => {
      const refused = await expectSameAsReference(
        [
          runStarted(),
          activitySnapshot('a1', 'plan', { n: 0 }, s1),
          activityDelta('a1', 'plan', [{ op: 'replace', path: '/n', value: 1 }], s2),
        ],
        { mayRefuse: true },
      );
      expect(refused).toBe(true);
    });

    it("lets untagged openers inherit their item's owner: a tool call, a reasoning message, a re-open (row 5)", async () => {
      await expectSameAsReference([
        runStarted(),
        textMessageStart('m', s1),
        textMessageEnd('m', s1),
        toolCallStart('tc', 'search', { parentMessageId: 'm' }),
        toolCallArgs('tc', '{}', s1),
        toolCallEnd('tc'),
        reasoningStart('r1', s1),
        reasoningMessageStart('r1'),
        reasoningMessageContent('r1', 'thinking', s1),
        reasoningMessageEnd('r1', s1),
        reasoningEnd('r1'),
        textMessageStart('m'),
        textMessageContent('m', 'more', s1),
        textMessageEnd('m', s1),
        runFinished(),
      ]);
    });

    it('reads a subagent outcome with a null or missing type as no outcome (row 6)', async () => {
      await expectSameAsReference([
        runStarted(),
        subagentStarted('s1', 'helper'),
        subagentFinished('s1', { outcome: { type: null } as never }),
        subagentStarted('s2', 'helper'),
        subagentFinished('s2', { outcome: {} as never }),
        textMessageStart('m'),
        textMessageContent('m', 'kept'),
        textMessageEnd('m'),
        runFinished(),
      ]);
    });

    it('reads legacy THINKING_* events as a reasoning message (row 7)', async () => {
      await expectSameAsReference([
        runStarted(),
        thinkingStart({ title: 'Planning' }),
        thinkingTextMessageStart(),
        thinkingTextMessageContent('first '),
        thinkingTextMessageContent('thought'),
        thinkingTextMessageEnd(),
        thinkingEnd(),
        thinkingTextMessageStart(s1),
        thinkingTextMessageContent('nested', s1),
        thinkingTextMessageEnd(s1),
        textMessageStart('m'),
        textMessageEnd('m'),
        runFinished(),
      ] as BaseEvent[]);
    });
  });

  // Fuzz seed 1729563560: a refusal after a STATE_SNAPSHOT of null; the harness once read the
  // reference's null state as "unchanged".
  it('holds a null state through a refused event', async () => {
    const refused = await expectSameAsReference(
      [
        runStarted(),
        stateSnapshot(null),
        textMessageStart('m1'),
        textMessageContent('m1', '', { subagentRunId: 'sa3' }),
        textMessageStart('m2'),
      ],
      { mayRefuse: true },
    );
    expect(refused).toBe(true);
  });
});
