import type { EventType } from '@ag-ui/core';

import { checkContent, checkMessages } from './message-shapes';
import { isRecord } from '../guards/guards';
import {
  DROP,
  type FieldCheck,
  type FieldRule,
  checkShape,
  isArrayOf,
  isBoolean,
  isCount,
  isInteger,
  isKnownMember,
  isNotNull,
  isObject,
  isOneOf,
  isPresent,
  isString,
} from './validation-context';

const optionalString: FieldRule = { check: isString };
const requiredString: FieldRule = { check: isString, required: true };

const POINTER = /^(\/([^/~]|~[01])*)*$/;
const isPointer: FieldCheck = (value, path, context) =>
  typeof value === 'string' && POINTER.test(value)
    ? value
    : context.fail(path, 'expected a JSON Pointer ("" or "/token/…")');
const isValue: FieldCheck = (value) => value;

const OP_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  add: ['path', 'value'],
  remove: ['path'],
  replace: ['path', 'value'],
  move: ['from', 'path'],
  copy: ['from', 'path'],
  test: ['path', 'value'],
};

/** One JSON Patch op: an open object; an unknown `op` is dropped with a warning. */
const checkOperation: FieldCheck = (value, path, context) => {
  if (!isRecord(value)) return context.fail(path, 'expected an object');
  const op = value['op'];
  if (typeof op !== 'string') return context.fail(`${path}.op`, 'expected a string');
  if (!Object.prototype.hasOwnProperty.call(OP_MEMBERS, op)) {
    context.strip(path, `a patch op of unknown kind "${op}"`);
    return DROP;
  }
  for (const member of OP_MEMBERS[op]) {
    if (value[member] === undefined) return context.fail(`${path}.${member}`, 'required');
    (member === 'value' ? isValue : isPointer)(value[member], `${path}.${member}`, context);
  }
  return context.problem ? undefined : value;
};

/** `JsonPatch`. */
export const checkPatch: FieldCheck = /* @__PURE__ */ isArrayOf(checkOperation);

const count: FieldRule = { check: isCount };
const checkUsage: FieldCheck = /* @__PURE__ */ isArrayOf((value, path, context) =>
  isRecord(value)
    ? checkShape(
        value,
        {
          provider: optionalString,
          model: optionalString,
          inputTokens: count,
          outputTokens: count,
          totalTokens: count,
          reasoningTokens: count,
          cachedInputTokens: count,
          cacheWriteInputTokens: count,
        },
        path,
        context,
      )
    : context.fail(path, 'expected an object'),
);

const checkInterrupt: FieldCheck = (value, path, context) => {
  if (!isRecord(value)) return context.fail(path, 'expected an object');
  if (value['subagentRunId'] === null) {
    return context.fail(`${path}.subagentRunId`, 'optional fields are omitted, never null');
  }
  return checkShape(
    value,
    {
      subagentRunId: optionalString,
      id: requiredString,
      reason: requiredString,
      message: optionalString,
      toolCallId: optionalString,
      responseSchema: { check: isObject },
      expiresAt: optionalString,
      metadata: { check: isObject },
    },
    path,
    context,
  );
};

const RUN_OUTCOMES: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  success: { type: requiredString, pendingToolCallIds: { check: isArrayOf(isString) } },
  interrupt: {
    type: requiredString,
    interrupts: {
      required: true,
      check: (value, path, context) => {
        const list = isArrayOf(checkInterrupt)(value, path, context);
        if (Array.isArray(list) && list.length === 0)
          return context.fail(path, 'needs at least one interrupt');
        return list;
      },
    },
  },
  cancelled: { type: requiredString },
};

const SUBAGENT_OUTCOMES: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  success: { type: requiredString },
  suspended: { type: requiredString, interruptIds: { check: isArrayOf(isString) } },
};

/** A discriminated union on `type`: an unknown member is stripped (the field becomes absent). */
function isUnion(
  shapes: Readonly<Record<string, Readonly<Record<string, FieldRule>>>>,
): FieldCheck {
  return (value, path, context) => {
    if (!isRecord(value)) return context.fail(path, 'expected an object');
    const type = value['type'];
    // A member whose `type` is missing, null or not a string names no known member either: the
    // reference client strips it like an unknown one, so `outcome: {}` reads as no outcome.
    if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(shapes, type)) {
      context.strip(
        path,
        `an unknown union member ${typeof type === 'string' ? `"${type}"` : `(type ${JSON.stringify(type) ?? 'missing'})`}`,
      );
      return DROP;
    }
    return checkShape(value, shapes[type], path, context);
  };
}

const checkInput: FieldCheck = (value, path, context) =>
  isRecord(value)
    ? checkShape(
        value,
        {
          threadId: requiredString,
          runId: requiredString,
          protocolVersion: optionalString,
          parentRunId: optionalString,
          state: { check: isPresent, legacyNull: true },
          messages: { check: checkMessages, required: true },
          tools: { check: isArrayOf(isObject) },
          context: { check: isArrayOf(isObject) },
          forwardedProps: { check: isNotNull, legacyNull: true },
          resume: { check: isArrayOf(isObject) },
        },
        path,
        context,
      )
    : context.fail(path, 'expected an object');

const BASE: Readonly<Record<string, FieldRule>> = {
  type: requiredString,
  timestamp: { check: isInteger },
  rawEvent: { check: isNotNull, legacyNull: true },
  metadata: { check: isObject },
};
const ATTRIBUTABLE: Readonly<Record<string, FieldRule>> = {
  ...BASE,
  subagentRunId: optionalString,
};
const messageId = requiredString;
const delta = requiredString;

/** The fields of one event type and the rule for each. */
export type EventShape = Readonly<Record<string, FieldRule>>;

/**
 * The shape of every AG-UI 1.0 event, by `type` (`@ag-ui/core/schemas`, paraphrased). Keyed by
 * `EventType`: an event type added to `@ag-ui/core` does not compile until its shape is here.
 */
export const EVENT_SHAPES = {
  TEXT_MESSAGE_START: {
    ...ATTRIBUTABLE,
    messageId,
    role: { check: isOneOf('developer', 'system', 'assistant', 'user') },
    name: optionalString,
  },
  TEXT_MESSAGE_CONTENT: { ...ATTRIBUTABLE, messageId, delta },
  TEXT_MESSAGE_END: { ...ATTRIBUTABLE, messageId },
  TEXT_MESSAGE_CHUNK: {
    ...ATTRIBUTABLE,
    messageId: optionalString,
    role: { check: isOneOf('developer', 'system', 'assistant', 'user') },
    delta: optionalString,
    name: optionalString,
  },
  TOOL_CALL_START: {
    ...ATTRIBUTABLE,
    toolCallId: requiredString,
    toolCallName: requiredString,
    parentMessageId: { check: isString, legacyNull: true },
  },
  TOOL_CALL_ARGS: { ...ATTRIBUTABLE, toolCallId: requiredString, delta },
  TOOL_CALL_END: { ...ATTRIBUTABLE, toolCallId: requiredString },
  TOOL_CALL_CHUNK: {
    ...ATTRIBUTABLE,
    toolCallId: optionalString,
    toolCallName: optionalString,
    parentMessageId: { check: isString, legacyNull: true },
    delta: optionalString,
  },
  TOOL_CALL_RESULT: {
    ...ATTRIBUTABLE,
    messageId,
    toolCallId: requiredString,
    content: { check: checkContent, required: true },
    role: { check: isOneOf('tool') },
  },
  STATE_SNAPSHOT: { ...ATTRIBUTABLE, snapshot: { check: isPresent, required: true } },
  STATE_DELTA: { ...ATTRIBUTABLE, delta: { check: checkPatch, required: true } },
  MESSAGES_SNAPSHOT: { ...BASE, messages: { check: checkMessages, required: true } },
  ACTIVITY_SNAPSHOT: {
    ...ATTRIBUTABLE,
    messageId,
    activityType: requiredString,
    content: { check: isObject, required: true },
    replace: { check: isBoolean },
  },
  ACTIVITY_DELTA: {
    ...ATTRIBUTABLE,
    messageId,
    activityType: requiredString,
    patch: { check: checkPatch, required: true },
  },
  RAW: { ...ATTRIBUTABLE, event: { check: isPresent, required: true }, source: optionalString },
  CUSTOM: { ...ATTRIBUTABLE, name: requiredString, value: { check: isPresent, required: true } },
  RUN_STARTED: {
    ...BASE,
    threadId: requiredString,
    runId: requiredString,
    protocolVersion: optionalString,
    parentRunId: optionalString,
    input: { check: checkInput },
  },
  RUN_FINISHED: {
    ...BASE,
    threadId: requiredString,
    runId: requiredString,
    result: { check: isNotNull, legacyNull: true },
    outcome: { check: isUnion(RUN_OUTCOMES), legacyNull: true },
    usage: { check: checkUsage },
  },
  RUN_ERROR: {
    ...BASE,
    message: requiredString,
    code: optionalString,
    usage: { check: checkUsage },
  },
  STEP_STARTED: { ...ATTRIBUTABLE, stepName: requiredString },
  STEP_FINISHED: { ...ATTRIBUTABLE, stepName: requiredString },
  REASONING_START: { ...ATTRIBUTABLE, messageId },
  REASONING_MESSAGE_START: {
    ...ATTRIBUTABLE,
    messageId,
    role: { check: isOneOf('reasoning'), required: true },
  },
  REASONING_MESSAGE_CONTENT: { ...ATTRIBUTABLE, messageId, delta },
  REASONING_MESSAGE_END: { ...ATTRIBUTABLE, messageId },
  REASONING_MESSAGE_CHUNK: { ...ATTRIBUTABLE, messageId: optionalString, delta: optionalString },
  REASONING_END: { ...ATTRIBUTABLE, messageId },
  REASONING_ENCRYPTED_VALUE: {
    ...ATTRIBUTABLE,
    subtype: { check: isKnownMember('tool-call', 'message'), required: true },
    entityId: requiredString,
    encryptedValue: requiredString,
    encryptedValueType: optionalString,
  },
  SUBAGENT_STARTED: {
    ...BASE,
    subagentRunId: requiredString,
    name: requiredString,
    description: optionalString,
    parentSubagentRunId: optionalString,
    parentToolCallId: optionalString,
    parentMessageId: optionalString,
  },
  SUBAGENT_FINISHED: {
    ...BASE,
    subagentRunId: requiredString,
    result: { check: isNotNull, legacyNull: true },
    outcome: { check: isUnion(SUBAGENT_OUTCOMES) },
  },
  SUBAGENT_ERROR: {
    ...BASE,
    subagentRunId: requiredString,
    message: requiredString,
    code: optionalString,
  },
} as const satisfies Readonly<Record<EventType, EventShape>>;

/** Whether `type` names an AG-UI 1.0 event (one with a shape above). */
export function isEventType(type: unknown): type is EventType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(EVENT_SHAPES, type);
}
