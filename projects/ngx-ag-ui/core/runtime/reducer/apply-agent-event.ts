import { EventType, type AGUIEvent, type BaseEvent } from '@ag-ui/core';

import type { AgentWarning } from '../thread/agent-error';
import type { AgentThread } from '../thread/agent-thread';
import { applyActivityEvent } from './apply-activity-event';
import { applyMessagesSnapshot } from './apply-messages-snapshot';
import { applyPassThroughEvent } from './apply-pass-through-event';
import { applyReasoningEvent } from './apply-reasoning-event';
import { applyRunEvent } from './apply-run-event';
import { applyStateEvent } from './apply-state-event';
import { applyStepEvent } from './apply-step-event';
import { applyStreamedMessageEvent } from './apply-streamed-message-event';
import { applySubagentEvent } from './apply-subagent-event';
import { applyToolCallEvent } from './apply-tool-call-event';
import { describeThrown } from './describe-thrown';
import { expandChunk } from './expand-chunk';
import { isChunk } from './lane-policy';
import { eventError, failRun } from './fail-run';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';
import {
  isLegacyThinkingEvent,
  legacyThinkingWarning,
  translateLegacyEvent,
} from './translate-legacy-event';
import { isRecord } from '../guards/guards';
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
  if (validation.kind === 'dropped') return withWarnings(thread, validation.warnings);
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
  if (thread.status !== 'running') return checkLifecycle(thread, event) ?? thread;
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

function applyValidEvent(thread: AgentThread, event: AGUIEvent): AgentThread {
  if (event.type === EventType.RUN_STARTED && thread.status !== 'running') {
    return applyRunEvent({ ...thread, bookkeeping: EMPTY_BOOKKEEPING }, event);
  }
  const lifecycle = checkLifecycle(thread, event);
  if (lifecycle !== undefined) return lifecycle;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const expansion = expandChunk(bookkeeping, event);
  if ('error' in expansion) return failRun(thread, eventError('protocol', expansion.error, event));
  const chunk = isChunk(event);
  if (!chunk && expansion.events.length === 0) return dispatch(thread, event);
  // Every handler returns the thread it was given when the event changes nothing, so identity
  // needs no comparison here: only lane changes and real effects make a new thread.
  let next: AgentThread = { ...thread, bookkeeping: { ...bookkeeping, ...expansion.lanes } };
  for (const synthetic of chunk ? expansion.events : [...expansion.events, event]) {
    next = dispatch(next, synthetic);
    if (next.status === 'error' && synthetic.type !== EventType.RUN_ERROR) return next;
  }
  return next;
}

function isStateDelta(event: unknown): boolean {
  return isRecord(event) && event['type'] === EventType.STATE_DELTA;
}

/**
 * A malformed patch (not an array, an op missing a member) is fatal for the run, and the patch
 * is also reported like any patch that did not apply: the op, the reason, never the state.
 */
function malformedPatchWarning(event: unknown, message: string, path: string): AgentWarning[] {
  const type = isRecord(event) ? event['type'] : undefined;
  if (!isRecord(event) || (type !== EventType.STATE_DELTA && type !== EventType.ACTIVITY_DELTA))
    return [];
  const ops = type === EventType.STATE_DELTA ? event['delta'] : event['patch'];
  const index = /^(?:delta|patch)\[(\d+)\]/.exec(path)?.[1];
  const opIndex = index === undefined ? -1 : Number(index);
  const op = opIndex >= 0 && Array.isArray(ops) ? ops[opIndex] : ops;
  return [
    {
      kind: type === EventType.STATE_DELTA ? 'state-patch-failed' : 'activity-patch-failed',
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
function checkLifecycle(
  thread: AgentThread,
  event: { readonly type: string },
): AgentThread | undefined {
  switch (thread.status) {
    case 'running':
      return event.type === EventType.RUN_STARTED
        ? failRun(
            thread,
            eventError('protocol', "Cannot send 'RUN_STARTED' while a run is still active", event),
          )
        : undefined;
    case 'error':
      return thread;
    case 'idle':
      return event.type === EventType.RUN_ERROR
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
      return event.type === EventType.RUN_ERROR
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

/**
 * Hands a valid event to its handler. The switch is exhaustive over `@ag-ui/core`'s event union:
 * an event type added there does not compile until it is handled here.
 */
function dispatch(thread: AgentThread, event: AGUIEvent): AgentThread {
  switch (event.type) {
    case EventType.TEXT_MESSAGE_START:
    case EventType.TEXT_MESSAGE_CONTENT:
    case EventType.TEXT_MESSAGE_END:
    case EventType.REASONING_MESSAGE_START:
    case EventType.REASONING_MESSAGE_CONTENT:
    case EventType.REASONING_MESSAGE_END:
      return applyStreamedMessageEvent(thread, event);
    case EventType.TOOL_CALL_START:
    case EventType.TOOL_CALL_ARGS:
    case EventType.TOOL_CALL_END:
    case EventType.TOOL_CALL_RESULT:
      return applyToolCallEvent(thread, event);
    case EventType.STATE_SNAPSHOT:
    case EventType.STATE_DELTA:
      return applyStateEvent(thread, event);
    case EventType.MESSAGES_SNAPSHOT:
      return applyMessagesSnapshot(thread, event);
    case EventType.ACTIVITY_SNAPSHOT:
    case EventType.ACTIVITY_DELTA:
      return applyActivityEvent(thread, event);
    case EventType.RAW:
    case EventType.CUSTOM:
      return applyPassThroughEvent(thread, event);
    case EventType.RUN_STARTED:
    case EventType.RUN_FINISHED:
    case EventType.RUN_ERROR:
      return applyRunEvent(thread, event);
    case EventType.STEP_STARTED:
    case EventType.STEP_FINISHED:
      return applyStepEvent(thread, event);
    case EventType.REASONING_START:
    case EventType.REASONING_END:
    case EventType.REASONING_ENCRYPTED_VALUE:
      return applyReasoningEvent(thread, event);
    case EventType.SUBAGENT_STARTED:
    case EventType.SUBAGENT_FINISHED:
    case EventType.SUBAGENT_ERROR:
      return applySubagentEvent(thread, event);
    case EventType.TEXT_MESSAGE_CHUNK:
    case EventType.TOOL_CALL_CHUNK:
    case EventType.REASONING_MESSAGE_CHUNK:
      // expandChunk turned the chunk into the START / CONTENT events dispatched instead of it.
      return thread;
    default:
      return unhandled(thread, event);
  }
}

/**
 * Compiles only while every event type has a case above, `event` being `never` then. Validation
 * lets no other type through, so at run time this is never reached; were it, the event changes
 * nothing.
 */
function unhandled(thread: AgentThread, _event: never): AgentThread {
  return thread;
}
