import { isRecord } from '../guards/guards';
import type { AgentWarning } from '../thread/agent-error';

/** Collects what validating one event found: the first malformed field and the warnings. */
export class ValidationContext {
  /** The first malformed known field, as `path: reason`. */
  problem: string | undefined;
  /** The path of that field, e.g. `delta[2].op`. */
  problemPath: string | undefined;
  readonly warnings: AgentWarning[] = [];

  constructor(readonly eventType: string) {}

  /** Records a malformed known field (fatal for the run); the first one wins. */
  fail(path: string, reason: string): undefined {
    if (this.problem === undefined) {
      this.problem = `${path}: ${reason}`;
      this.problemPath = path;
    }
    return undefined;
  }

  /** Records unknown material that was stripped or dropped. */
  strip(path: string, what: string): void {
    this.warnings.push({
      kind: 'unknown-member',
      message: `Dropped ${what} at ${path}`,
      eventType: this.eventType,
    });
  }

  /** Records a legacy `null` converted to "absent", as the reference client's compat boundary does. */
  legacyNull(path: string): void {
    this.warnings.push({
      kind: 'other',
      message: `Treated the legacy null at ${path} as absent`,
      eventType: this.eventType,
    });
  }
}

/** A check on one field: returns the (possibly cleaned) value, or records a problem. */
export type FieldCheck = (value: unknown, path: string, context: ValidationContext) => unknown;

/** A string. */
export const isString: FieldCheck = (value, path, context) =>
  typeof value === 'string' ? value : context.fail(path, 'expected a string');

/** A boolean. */
export const isBoolean: FieldCheck = (value, path, context) =>
  typeof value === 'boolean' ? value : context.fail(path, 'expected a boolean');

/** A safe integer (AG-UI `timestamp`). */
export const isInteger: FieldCheck = (value, path, context) =>
  Number.isSafeInteger(value) ? value : context.fail(path, 'expected an integer');

/** A non-negative safe integer (token counts). */
export const isCount: FieldCheck = (value, path, context) =>
  Number.isSafeInteger(value) && (value as number) >= 0
    ? value
    : context.fail(path, 'expected a non-negative integer');

/** An object that is neither `null` nor an array. */
export const isObject: FieldCheck = (value, path, context) =>
  isRecord(value) ? value : context.fail(path, 'expected an object');

/** Any JSON value that is present (`null` included). */
export const isPresent: FieldCheck = (value) => value;

/** Any JSON value except `null`. */
export const isNotNull: FieldCheck = (value, path, context) =>
  value === null ? context.fail(path, 'must not be null') : value;

/**
 * A member of an open-ended string union (AG-UI 1.1, basic/processing): a known value passes, a
 * string the schema does not name is unrecognised material, stripped with a warning (`DROP`; in a
 * required position that removes the value containing it), anything but a string is malformed.
 */
export function isKnownMember(...known: string[]): FieldCheck {
  return (value, path, context) => {
    if (typeof value !== 'string') return context.fail(path, 'expected a string');
    if (known.includes(value)) return value;
    context.strip(path, `the unrecognised value "${value.slice(0, 80)}"`);
    return DROP;
  };
}

/** One of the given string literals. */
export function isOneOf(...allowed: string[]): FieldCheck {
  return (value, path, context) =>
    typeof value === 'string' && allowed.includes(value)
      ? value
      : context.fail(path, `expected one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
}

/** An array whose every element passes `element`. */
export function isArrayOf(element: FieldCheck): FieldCheck {
  return (value, path, context) => {
    if (!Array.isArray(value)) return context.fail(path, 'expected an array');
    let cleaned: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const next = element(value[i], `${path}[${i}]`, context);
      if (context.problem) return undefined;
      if (next !== value[i]) {
        cleaned ??= value.slice(0, i);
      }
      if (cleaned && next !== DROP) cleaned.push(next);
    }
    return cleaned ?? value;
  };
}

/** Returned by an element check to drop that element from its list (an unknown union member). */
export const DROP: unique symbol = Symbol('drop');

/** A field of an object shape: its check and whether it must be present. */
export interface FieldRule {
  readonly check: FieldCheck;
  readonly required?: boolean;
  /** Whether a `null` here is a legacy "absent" (converted with a warning), not a malformed value. */
  readonly legacyNull?: boolean;
}

/**
 * Checks an object against a shape: required fields present, known fields valid, `null` refused
 * in optional positions, unknown members stripped with a warning. Returns the same object when
 * nothing was stripped or cleaned.
 */
export function checkShape(
  value: Record<string, unknown>,
  shape: Readonly<Record<string, FieldRule>>,
  path: string,
  context: ValidationContext,
): Record<string, unknown> | typeof DROP | undefined {
  let cleaned: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const rule = Object.prototype.hasOwnProperty.call(shape, key) ? shape[key] : undefined;
    const fieldPath = path === '' ? key : `${path}.${key}`;
    const field = value[key];
    if (!rule) {
      context.strip(fieldPath, 'an unknown member');
      cleaned ??= { ...value };
      delete cleaned[key];
      continue;
    }
    if (field === undefined) continue;
    if (field === null && !rule.required && rule.check !== isPresent) {
      if (rule.legacyNull) {
        context.legacyNull(fieldPath);
        cleaned ??= { ...value };
        delete cleaned[key];
        continue;
      }
      return context.fail(fieldPath, 'optional fields are omitted, never null');
    }
    const next = rule.check(field, fieldPath, context);
    if (context.problem) return undefined;
    if (next === DROP) {
      // Unrecognised material in a required position: the value containing it goes.
      if (rule.required) return DROP;
      cleaned ??= { ...value };
      delete cleaned[key];
    } else if (next !== field) {
      cleaned ??= { ...value };
      cleaned[key] = next;
    }
  }
  for (const key of Object.keys(shape)) {
    if (shape[key].required && value[key] === undefined) {
      return context.fail(path === '' ? key : `${path}.${key}`, 'required');
    }
  }
  return cleaned ?? value;
}
