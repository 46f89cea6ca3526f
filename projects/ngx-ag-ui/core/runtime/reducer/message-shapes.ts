import { isRecord } from '../guards/guards';
import {
  DROP,
  type FieldCheck,
  type FieldRule,
  checkShape,
  isArrayOf,
  isNotNull,
  isObject,
  isOneOf,
  isString,
} from './validation-context';

const optionalString: FieldRule = { check: isString };
const requiredString: FieldRule = { check: isString, required: true };
const metadata: FieldRule = { check: isObject };

const SOURCE_SHAPES: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  data: { type: requiredString, value: requiredString, mimeType: requiredString },
  url: { type: requiredString, value: requiredString, mimeType: optionalString },
  file: {
    type: requiredString,
    value: requiredString,
    provider: optionalString,
    mimeType: optionalString,
  },
};

/**
 * A content part's `source` (`data` / `url` / `file`). An unknown kind is an unrecognised union
 * member in a required position: `DROP` removes the part that holds it (AG-UI 1.1,
 * basic/processing; the reference client drops it too). A `type` that is not a string is malformed.
 */
const checkSource: FieldCheck = (value, path, context) => {
  if (!isRecord(value)) return context.fail(path, 'expected an object');
  const type = value['type'];
  if (typeof type !== 'string') return context.fail(`${path}.type`, 'expected a string');
  if (!Object.prototype.hasOwnProperty.call(SOURCE_SHAPES, type)) {
    context.strip(path, `a source of unknown type "${type.slice(0, 80)}"`);
    return DROP;
  }
  return checkShape(value, SOURCE_SHAPES[type], path, context);
};

const mediaPart = {
  type: requiredString,
  id: optionalString,
  source: { check: checkSource, required: true },
  metadata: { check: isNotNull, legacyNull: true },
};

const PART_SHAPES: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  text: {
    type: requiredString,
    id: optionalString,
    text: requiredString,
    metadata: { check: isNotNull },
  },
  image: mediaPart,
  audio: mediaPart,
  video: mediaPart,
  document: mediaPart,
};

/** One `ContentPart`; a part of an unknown `type` is dropped with a warning. */
const checkPart: FieldCheck = (value, path, context) => {
  if (!isRecord(value)) return context.fail(path, 'expected an object');
  const type = value['type'];
  if (typeof type !== 'string') return context.fail(`${path}.type`, 'expected a string');
  if (!Object.prototype.hasOwnProperty.call(PART_SHAPES, type)) {
    context.strip(path, `a content part of unknown type "${type}"`);
    return DROP;
  }
  return checkShape(value, PART_SHAPES[type], path, context);
};

/** `string | ContentPart[]`. */
export const checkContent: FieldCheck = (value, path, context) =>
  typeof value === 'string' ? value : isArrayOf(checkPart)(value, path, context);

const checkToolCall: FieldCheck = (value, path, context) =>
  isRecord(value)
    ? checkShape(
        value,
        {
          id: requiredString,
          type: { check: isOneOf('function'), required: true },
          function: {
            required: true,
            check: (fn, fnPath, ctx) =>
              isRecord(fn)
                ? checkShape(fn, { name: requiredString, arguments: requiredString }, fnPath, ctx)
                : ctx.fail(fnPath, 'expected an object'),
          },
          encryptedValue: optionalString,
          encryptedValueType: optionalString,
          metadata,
        },
        path,
        context,
      )
    : context.fail(path, 'expected an object');

const base = { id: requiredString, role: requiredString, subagentRunId: optionalString, metadata };

const MESSAGE_SHAPES: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  developer: {
    ...base,
    name: optionalString,
    encryptedValue: optionalString,
    encryptedValueType: optionalString,
    content: requiredString,
  },
  system: {
    ...base,
    name: optionalString,
    encryptedValue: optionalString,
    encryptedValueType: optionalString,
    content: requiredString,
  },
  assistant: {
    ...base,
    name: optionalString,
    encryptedValue: optionalString,
    encryptedValueType: optionalString,
    content: optionalString,
    toolCalls: { check: isArrayOf(checkToolCall) },
  },
  user: {
    ...base,
    name: optionalString,
    encryptedValue: optionalString,
    encryptedValueType: optionalString,
    content: { check: checkContent, required: true },
  },
  tool: {
    ...base,
    content: { check: checkContent, required: true },
    toolCallId: requiredString,
    error: optionalString,
    encryptedValue: optionalString,
    encryptedValueType: optionalString,
  },
  activity: { ...base, activityType: requiredString, content: { check: isObject, required: true } },
  reasoning: {
    ...base,
    content: requiredString,
    encryptedValue: optionalString,
    encryptedValueType: optionalString,
  },
};

/** One `Message`; a message with an unknown `role` is dropped with a warning. */
export const checkMessage: FieldCheck = (value, path, context) => {
  if (!isRecord(value)) return context.fail(path, 'expected an object');
  const role = value['role'];
  if (typeof role !== 'string') return context.fail(`${path}.role`, 'expected a string');
  if (!Object.prototype.hasOwnProperty.call(MESSAGE_SHAPES, role)) {
    context.strip(path, `a message of unknown role "${role}"`);
    return DROP;
  }
  if (value['subagentRunId'] === null) {
    return context.fail(`${path}.subagentRunId`, 'optional fields are omitted, never null');
  }
  return checkShape(value, MESSAGE_SHAPES[role], path, context);
};

/** `Message[]`. */
export const checkMessages: FieldCheck = /* @__PURE__ */ isArrayOf(checkMessage);
