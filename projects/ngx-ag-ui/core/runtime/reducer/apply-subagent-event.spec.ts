import {
  runFinished,
  runStarted,
  subagentFinished,
  subagentStarted,
  textMessage,
} from 'ngx-ag-ui/testing';
import { run } from './apply-events.test-helpers';

describe('SUBAGENT_FINISHED outcomes', () => {
  // The reference strips an outcome whose type names no member and carries on.
  it.each([[{ type: null }], [{}], [{ type: 1 }], [{ type: null, interruptIds: ['i1'] }]])(
    'reads the outcome %j as no outcome: the subagent succeeds and the run goes on',
    (outcome) => {
      const thread = run(
        runStarted(),
        subagentStarted('s1', 'helper'),
        { ...subagentFinished('s1'), outcome },
        ...textMessage('m', ['kept']),
        runFinished(),
      );
      expect(thread.status).toBe('success');
      expect(thread.subagents).toEqual([
        { subagentRunId: 's1', name: 'helper', status: 'success' },
      ]);
      expect(thread.messages).toMatchObject([{ id: 'm', content: 'kept' }]);
      expect(thread.warnings).toContainEqual(
        expect.objectContaining({ kind: 'unknown-member', eventType: 'SUBAGENT_FINISHED' }),
      );
    },
  );

  it('still fails the run on a malformed known member (suspended with interruptIds: null)', () => {
    const thread = run(runStarted(), subagentStarted('s1', 'helper'), {
      ...subagentFinished('s1'),
      outcome: { type: 'suspended', interruptIds: null },
    });
    expect(thread.error?.kind).toBe('malformed-event');
  });

  it('reads a RUN_FINISHED outcome without a known type as no outcome, as the reference does', () => {
    expect(run(runStarted(), { ...runFinished(), outcome: {} }).status).toBe('success');
  });
});
