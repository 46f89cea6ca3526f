import {
  EventType,
  type SubagentErrorEvent,
  type SubagentFinishedEvent,
  type SubagentStartedEvent,
} from '@ag-ui/core';

import type { AgentThread, SubagentRun } from '../thread/agent-thread';
import { eventError, failRun } from './fail-run';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';

/**
 * `SUBAGENT_STARTED / FINISHED / ERROR`: tracked in `thread.subagents` for the current run. Ids
 * are per invocation (never reused within a run); a parent must have been started; a
 * `SUBAGENT_ERROR` does not end the run. A subagent is found through the bookkeeping's index of
 * `thread.subagents`, not by scanning it.
 */
export function applySubagentEvent(
  thread: AgentThread,
  event: SubagentStartedEvent | SubagentFinishedEvent | SubagentErrorEvent,
): AgentThread {
  const id = event.subagentRunId;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const at = bookkeeping.subagentAt.get(id) ?? -1;
  if (event.type === EventType.SUBAGENT_STARTED) {
    const started = event;
    if (at >= 0) {
      const reason =
        thread.subagents[at].status === 'running'
          ? 'is already active'
          : 'already finished in this run';
      return failRun(thread, eventError('protocol', `Subagent '${id}' ${reason}`, event));
    }
    const parent = started.parentSubagentRunId;
    if (parent !== undefined && !bookkeeping.subagentAt.has(parent)) {
      return failRun(
        thread,
        eventError(
          'protocol',
          `parentSubagentRunId '${parent}' has not been started in this run`,
          event,
        ),
      );
    }
    const run: SubagentRun = {
      subagentRunId: id,
      name: started.name,
      status: 'running',
      ...(started.description !== undefined && { description: started.description }),
      ...(parent !== undefined && { parentSubagentRunId: parent }),
      ...(started.parentToolCallId !== undefined && { parentToolCallId: started.parentToolCallId }),
      ...(started.parentMessageId !== undefined && { parentMessageId: started.parentMessageId }),
    };
    const subagentAt = bookkeeping.subagentAt.set(id, thread.subagents.length);
    return {
      ...thread,
      subagents: thread.subagents.concat([run]),
      bookkeeping: { ...bookkeeping, subagentAt },
    };
  }
  if (at < 0 || thread.subagents[at].status !== 'running') {
    return failRun(
      thread,
      eventError('protocol', `No active subagent found with ID '${id}'`, event),
    );
  }
  const current = thread.subagents[at];
  let ended: SubagentRun;
  if (event.type === EventType.SUBAGENT_ERROR) {
    const failed = event;
    ended = {
      ...current,
      status: 'error',
      error:
        failed.code === undefined
          ? { message: failed.message }
          : { message: failed.message, code: failed.code },
    };
  } else {
    const finished = event;
    const outcome = finished.outcome;
    ended = {
      ...current,
      status: outcome?.type === 'suspended' ? 'suspended' : 'success',
      ...(finished.result !== undefined && { result: finished.result }),
      ...(outcome?.type === 'suspended' &&
        outcome.interruptIds !== undefined && { interruptIds: outcome.interruptIds }),
    };
  }
  const subagents = thread.subagents.slice();
  subagents[at] = ended;
  return { ...thread, subagents };
}
