import type { BaseEvent } from '@ag-ui/core';

import type { AgentWarning } from '../thread/agent-error';
import type { AgentThread } from '../thread/agent-thread';
import { applyActivityEvent } from './apply-activity-event';
import { applyMessagesSnapshot } from './apply-messages-snapshot';
import { applyPassThroughEvent } from './apply-pass-through-event';
import { applyReasoningEvent } from './apply-reasoning-event';
import { applyRunEvent } from './apply-run-event';
import { applyStateEvent } from './apply-state-event';
import { applyStepEvent } from './apply-step-event';
import {
  type StreamedMessageEvent,
  applyStreamedMessageEvent,
} from './apply-streamed-message-event';
import { applySubagentEvent } from './apply-subagent-event';
import { applyToolCallEvent } from './apply-tool-call-event';
import { describeThrown } from './describe-thrown';
import { expandChunk } from './expand-chunk';
import { eventError, failRun } from './fail-run';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';
import {
  isLegacyThinkingEvent,
  legacyThinkingWarning,
  translateLegacyEvent,
} from './translate-legacy-event';
import { validateEvent } from './validate-event';
import { withWarnings } from './with-warnings';

/** Options of `applyAgentEvent` and `reduceAgentEvents`. */
export interface ApplyAgentEventOptions {
  /**
   * An extra check run on every incoming event after the built-in one, e.g. the zod validator
   * from `loadZodEventValidator()`; return a reason to reject the event as malformed.
   */
  readonly validateEvent?: (event: BaseEvent) => string | undefined;
}

/**
 * Applies one AG-UI 1.0 event (any of the 31 types, `*_CHUNK` included) to a thread and returns
 * the next thread. Pure and total: it never throws and never mutates its inputs; an event that
 * changes nothing returns the same thread object; only the changed messages and state paths are
 * new objects. The pre-1.0 `THINKING_*` events are read as their `REASONING_*` equivalents, with
 * one warning per run. Bad input is data: an unknown event type or member is dropped with a warning; a
 * malformed known field or a sequence violation (docs/ag-ui.md §7.5) ends the run with status
 * `'error'` and an `AgentError`, keeping everything applied before; the rest of that run is
 * then ignored until the next `RUN_STARTED`. So does an event that throws when read (a getter, a
 * Proxy trap) or that `options.validateEvent` throws on: a `malformed-event` error. Nesting depth
 * never makes it throw either (see `applyStateDelta` for the limit on patch values).
 *
 * @param thread The current thread (`createAgentThread()` to start).
 * @param event An event as received (a parsed SSE frame, a protobuf-decoded event, ...).
 * @returns The next thread.
 *
 * @example
 * let thread = createAgentThread();
 * for (const event of events) thread = applyAgentEvent(thread, event);
 * thread.messages; thread.status;
 */
export function applyAgentEvent(
  thread: AgentThread,
  event: unknown,
  options: ApplyAgentEventOptions = {},
): AgentThread {
  // Events are objects we did not create: a getter or a Proxy trap can throw from any read, in
  // validation or deep in a handler, and so can an extra validator. Guarding every read would
  // cost every event; this one boundary turns such an exception into data instead. The event and
  // the thrown value are left off the error: whoever logged them would run the same traps again.
  try {
    return applyEvent(thread, event, options);
  } catch (thrown) {
    if (thread.status === 'error') return thread;
    const { name, message } = describeThrown(thrown);
    return failRun(
      thread,
      eventError('malformed-event', `Malformed event: reading it threw ${name}: ${message}`),
    );
  }
}

function applyEvent(
  thread: AgentThread,
  event: unknown,
  options: ApplyAgentEventOptions,
): AgentThread {
  if (isLegacyThinkingEvent(event)) return applyLegacyEvent(thread, event, options);
  const validation = validateEvent(event);
  if (validation.kind === 'unknown') return withWarnings(thread, [validation.warning]);
  if (validation.kind === 'malformed') {
    if (thread.status === 'error') return thread;
    const warned = withWarnings(thread, [
      ...validation.warnings,
      ...malformedPatchWarning(event, validation.message, validation.path),
    ]);
    const diverged =
      warned === thread || !isStateDelta(event) ? warned : { ...warned, stateDiverged: true };
    return failRun(diverged, eventError('malformed-event', validation.message, event));
  }
  const checked = validation.event;
  const extra = options.validateEvent?.(checked);
  if (extra !== undefined) {
    if (thread.status === 'error') return thread;
    return failRun(
      thread,
      eventError('malformed-event', `Malformed ${checked.type}: ${extra}`, event),
    );
  }
  return applyValidEvent(withWarnings(thread, validation.warnings), checked);
}

/**
 * A legacy `THINKING_*` event, read as its `REASONING_*` equivalent (the reference client's
 * compatibility boundary does the same), with one warning per run. Outside a running run the
 * translation remembers nothing: the run-phase rules refuse or ignore the event.
 */
function applyLegacyEvent(
  thread: AgentThread,
  event: Record<string, unknown> & { type: string },
  options: ApplyAgentEventOptions,
): AgentThread {
  if (thread.status !== 'running')
    return checkLifecycle(thread, event as unknown as BaseEvent) ?? thread;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const translation = translateLegacyEvent(event, bookkeeping.legacyThinking, thread.runId);
  if ('problem' in translation)
    return failRun(thread, eventError('protocol', translation.problem, event));
  const { legacyThinking } = bookkeeping;
  const warned = legacyThinking.warned ? [] : [legacyThinkingWarning(event.type)];
  const remembered: AgentThread = {
    ...thread,
    bookkeeping: { ...bookkeeping, legacyThinking: { ...translation.legacy, warned: true } },
  };
  return applyEvent(withWarnings(remembered, warned), translation.event, options);
}

function applyValidEvent(thread: AgentThread, event: BaseEvent): AgentThread {
  if (event.type === 'RUN_STARTED' && thread.status !== 'running') {
    return applyRunEvent({ ...thread, bookkeeping: EMPTY_BOOKKEEPING }, event as never);
  }
  const lifecycle = checkLifecycle(thread, event);
  if (lifecycle !== undefined) return lifecycle;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const expansion = expandChunk(bookkeeping, event);
  if ('error' in expansion) return failRun(thread, eventError('protocol', expansion.error, event));
  if (!event.type.endsWith('_CHUNK') && expansion.events.length === 0)
    return dispatch(thread, event);
  // Every handler returns the thread it was given when the event changes nothing, so identity
  // needs no comparison here: only lane changes and real effects make a new thread.
  let next: AgentThread = { ...thread, bookkeeping: { ...bookkeeping, ...expansion.lanes } };
  const isChunk = event.type.endsWith('_CHUNK');
  for (const synthetic of isChunk ? expansion.events : [...expansion.events, event]) {
    next = dispatch(next, synthetic);
    if (next.status === 'error' && synthetic.type !== 'RUN_ERROR') return next;
  }
  return next;
}

function isStateDelta(event: unknown): boolean {
  return (event as { type?: unknown }).type === 'STATE_DELTA';
}

/**
 * A malformed patch (not an array, an op missing a member) is fatal for the run, and the patch
 * is also reported like any patch that did not apply: the op, the reason, never the state.
 */
function malformedPatchWarning(event: unknown, message: string, path: string): AgentWarning[] {
  const { type, delta, patch } = event as { type?: unknown; delta?: unknown; patch?: unknown };
  if (type !== 'STATE_DELTA' && type !== 'ACTIVITY_DELTA') return [];
  const ops = type === 'STATE_DELTA' ? delta : patch;
  const index = /^(?:delta|patch)\[(\d+)\]/.exec(path)?.[1];
  const opIndex = index === undefined ? -1 : Number(index);
  const op = opIndex >= 0 && Array.isArray(ops) ? ops[opIndex] : ops;
  return [
    {
      kind: type === 'STATE_DELTA' ? 'state-patch-failed' : 'activity-patch-failed',
      message: `Could not apply the patch: ${message}`,
      eventType: type,
      opIndex,
      op,
    },
  ];
}

/**
 * The run-phase rules: nothing but `RUN_STARTED` / `RUN_ERROR` before a run or after it
 * finished, nothing but `RUN_STARTED` after it failed (those events are ignored), no
 * `RUN_STARTED` inside a run.
 */
function checkLifecycle(thread: AgentThread, event: BaseEvent): AgentThread | undefined {
  switch (thread.status) {
    case 'running':
      return event.type === 'RUN_STARTED'
        ? failRun(
            thread,
            eventError('protocol', "Cannot send 'RUN_STARTED' while a run is still active", event),
          )
        : undefined;
    case 'error':
      return thread;
    case 'idle':
      return event.type === 'RUN_ERROR'
        ? undefined
        : failRun(
            thread,
            eventError(
              'protocol',
              `The first event must be 'RUN_STARTED', not '${event.type}'`,
              event,
            ),
          );
    default:
      return event.type === 'RUN_ERROR'
        ? undefined
        : failRun(
            thread,
            eventError(
              'protocol',
              `The run has already finished: '${event.type}' needs a new 'RUN_STARTED'`,
              event,
            ),
          );
  }
}

function dispatch(thread: AgentThread, event: BaseEvent): AgentThread {
  const e = event as never;
  switch (event.type) {
    case 'TEXT_MESSAGE_START':
      return applyStreamedMessageEvent(thread, event as StreamedMessageEvent, 'text', 'start');
    case 'TEXT_MESSAGE_CONTENT':
      return applyStreamedMessageEvent(thread, event as StreamedMessageEvent, 'text', 'content');
    case 'TEXT_MESSAGE_END':
      return applyStreamedMessageEvent(thread, event as StreamedMessageEvent, 'text', 'end');
    case 'REASONING_MESSAGE_START':
      return applyStreamedMessageEvent(thread, event as StreamedMessageEvent, 'reasoning', 'start');
    case 'REASONING_MESSAGE_CONTENT':
      return applyStreamedMessageEvent(
        thread,
        event as StreamedMessageEvent,
        'reasoning',
        'content',
      );
    case 'REASONING_MESSAGE_END':
      return applyStreamedMessageEvent(thread, event as StreamedMessageEvent, 'reasoning', 'end');
    case 'TOOL_CALL_START':
    case 'TOOL_CALL_ARGS':
    case 'TOOL_CALL_END':
    case 'TOOL_CALL_RESULT':
      return applyToolCallEvent(thread, e);
    case 'STATE_SNAPSHOT':
    case 'STATE_DELTA':
      return applyStateEvent(thread, e);
    case 'MESSAGES_SNAPSHOT':
      return applyMessagesSnapshot(thread, e);
    case 'ACTIVITY_SNAPSHOT':
    case 'ACTIVITY_DELTA':
      return applyActivityEvent(thread, e);
    case 'RAW':
    case 'CUSTOM':
      return applyPassThroughEvent(thread, e);
    case 'RUN_STARTED':
    case 'RUN_FINISHED':
    case 'RUN_ERROR':
      return applyRunEvent(thread, e);
    case 'STEP_STARTED':
    case 'STEP_FINISHED':
      return applyStepEvent(thread, e);
    case 'REASONING_START':
    case 'REASONING_END':
    case 'REASONING_ENCRYPTED_VALUE':
      return applyReasoningEvent(thread, e);
    default:
      return applySubagentEvent(thread, e);
  }
}
