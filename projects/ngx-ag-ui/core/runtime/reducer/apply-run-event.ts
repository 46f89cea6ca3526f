import {
  EventType,
  type Message,
  type RunErrorEvent,
  type RunFinishedEvent,
  type RunStartedEvent,
} from '@ag-ui/core';

import type { AgentThread } from '../thread/agent-thread';
import { emptyRunFields } from '../thread/create-agent-thread';
import { isNewerProtocol } from '../run/protocol-version';
import { seedOwners } from './attribution';
import { eventError, failRun } from './fail-run';
import { findMessageIndex } from './message-index';
import { MAX_NAMED_IDS, nameIds } from './open-items';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';
import { withAppendedMessage } from './thread-messages';
import { withWarnings } from './with-warnings';

/**
 * `RUN_STARTED` opens a run (status `'running'`, run-scoped fields reset, `input.messages` not
 * yet held appended); `RUN_FINISHED` closes it by outcome (`'success'` with `pendingToolCallIds`
 * and `result`, `'interrupted'` with `interrupts`, `'cancelled'`) after checking that nothing is
 * left open; `RUN_ERROR` fails it (`AgentError` of kind `'run-error'`), as data.
 */
export function applyRunEvent(
  thread: AgentThread,
  event: RunStartedEvent | RunFinishedEvent | RunErrorEvent,
): AgentThread {
  if (event.type === EventType.RUN_STARTED) return startRun(thread, event);
  if (event.type === EventType.RUN_FINISHED) return finishRun(thread, event);
  const error = event;
  return {
    ...thread,
    status: 'error',
    error: {
      kind: 'run-error',
      message: error.message,
      event,
      ...(error.code !== undefined && { code: error.code }),
    },
    usage: error.usage ?? thread.usage,
    bookkeeping: EMPTY_BOOKKEEPING,
  };
}

function startRun(thread: AgentThread, event: RunStartedEvent): AgentThread {
  let next: AgentThread = {
    ...thread,
    threadId: event.threadId,
    runId: event.runId,
    status: 'running',
    ...emptyRunFields(),
    result: undefined,
    bookkeeping: EMPTY_BOOKKEEPING,
  };
  const history = (event.input?.messages ?? []) as readonly Message[];
  for (const message of history) {
    if (findMessageIndex(next.messages, message.id) < 0) next = withAppendedMessage(next, message);
  }
  // The input's history puts ids on record that later events may continue, under their owners.
  const bookkeeping = seedOwners(next.bookkeeping ?? EMPTY_BOOKKEEPING, history, false);
  if (bookkeeping !== next.bookkeeping) next = { ...next, bookkeeping };
  // A producer that declares a newer protocol is served all the same (additions are safe to
  // meet), but the developer is told once per run: what it adds may be stripped with warnings.
  const declared = event.protocolVersion;
  return declared === undefined || !isNewerProtocol(declared)
    ? next
    : withWarnings(next, [
        {
          kind: 'newer-protocol',
          message: `Agent speaks AG-UI ${declared.slice(0, 20)}, newer than 1.1`,
          eventType: event.type,
        },
      ]);
}

function finishRun(thread: AgentThread, event: RunFinishedEvent): AgentThread {
  const open = stillOpen(thread);
  if (open)
    return failRun(
      thread,
      eventError('protocol', `Cannot finish the run while ${open} still active`, event),
    );
  const outcome = event.outcome;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const finished = {
    ...thread,
    error: null,
    usage: event.usage ?? [],
    bookkeeping: EMPTY_BOOKKEEPING,
  };
  if (outcome?.type === 'interrupt') {
    return {
      ...finished,
      status: 'interrupted',
      interrupts: outcome.interrupts,
      pendingToolCallIds: [],
    };
  }
  if (outcome?.type === 'cancelled') {
    return { ...finished, status: 'cancelled', interrupts: [], pendingToolCallIds: [] };
  }
  const named = outcome?.pendingToolCallIds;
  const pendingToolCallIds =
    named !== undefined && named.length > 0
      ? named
      : [...bookkeeping.runToolCallIds.keys()].filter(
          (id) => !bookkeeping.answeredToolCallIds.has(id),
        );
  return {
    ...finished,
    status: 'success',
    interrupts: [],
    pendingToolCallIds,
    ...(event.result !== undefined && { result: event.result }),
  };
}

/**
 * What is still open in the run, as words for the error message (the first few ids of the first
 * kind found, then how many more), or `undefined`.
 */
function stillOpen(thread: AgentThread): string | undefined {
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const describe = (label: string, firstIds: readonly string[], total: number) =>
    `${label} (${nameIds(firstIds, total)}) are`;
  const some = <T>(items: readonly T[], id: (item: T) => string) =>
    items.slice(0, MAX_NAMED_IDS).map(id);
  const { openTextMessages, openReasoningMessages, openToolCalls } = bookkeeping;
  if (thread.steps.length > 0)
    return describe(
      'steps',
      some(thread.steps, (step) => step.stepName),
      thread.steps.length,
    );
  if (openTextMessages.size > 0) {
    return describe(
      'text messages',
      openTextMessages.firstKeys(MAX_NAMED_IDS),
      openTextMessages.size,
    );
  }
  if (openReasoningMessages.size > 0) {
    return describe(
      'reasoning messages',
      openReasoningMessages.firstKeys(MAX_NAMED_IDS),
      openReasoningMessages.size,
    );
  }
  if (thread.reasoningSpans.length > 0) {
    const spans = thread.reasoningSpans;
    return describe(
      'reasoning spans',
      some(spans, (span) => span.messageId),
      spans.length,
    );
  }
  if (openToolCalls.size > 0)
    return describe('tool calls', openToolCalls.firstKeys(MAX_NAMED_IDS), openToolCalls.size);
  const active = thread.subagents.filter((run) => run.status === 'running');
  if (active.length > 0)
    return describe(
      'subagents',
      some(active, (run) => run.subagentRunId),
      active.length,
    );
  return undefined;
}
