import { BASIC_FUNCTIONS, type A2uiFunction } from './basic-functions';
import { interpolate } from './interpolate';
import { readAt, toPathSegments } from './json-pointer';
import { isRecord } from './share-structure';

/** How deep values and calls may nest inside each other. */
const MAX_DEPTH = 16;

/** What a dynamic value is resolved against. */
export interface ResolveScope {
  /** The surface's data model (the agent's, with what the person typed on top). */
  readonly data: unknown;
  /** The absolute path relative paths start from (a list template's item); `''` at the root. */
  readonly scope: string;
  /** Called once per call of an unknown function. */
  readonly unknownFunction?: (name: string) => void;
}

/**
 * The value a property stands for: a literal as it is, `{ path }` read from the data model,
 * `{ call, args }` computed by a basic-catalog function (`formatString` interpolates
 * `${...}` expressions). Never throws: what cannot be resolved is `undefined`.
 */
export function resolveValue(value: unknown, context: ResolveScope, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (!isRecord(value)) return value;
  if (typeof value['path'] === 'string' && Object.keys(value).length === 1) {
    const segments = toPathSegments(value['path'], context.scope);
    return segments ? readAt(context.data, segments) : undefined;
  }
  if (typeof value['call'] === 'string') {
    return callFunction(value['call'], value['args'], context, depth);
  }
  return value;
}

/** Runs the basic-catalog function `name` over `args` (each arg resolved first). */
export function callFunction(
  name: string,
  args: unknown,
  context: ResolveScope,
  depth: number,
): unknown {
  if (depth > MAX_DEPTH) return undefined;
  const run: A2uiFunction | undefined = Object.prototype.hasOwnProperty.call(BASIC_FUNCTIONS, name)
    ? BASIC_FUNCTIONS[name]
    : undefined;
  if (name === 'formatString') {
    const template = resolveValue(isRecord(args) ? args['value'] : undefined, context, depth + 1);
    const call = (inner: string, innerArgs: Record<string, unknown>, innerDepth: number) =>
      callFunction(inner, innerArgs, context, depth + innerDepth);
    return typeof template === 'string'
      ? interpolate(template, { data: context.data, scope: context.scope, call })
      : undefined;
  }
  if (!run) {
    context.unknownFunction?.(name);
    return undefined;
  }
  const resolved: Record<string, unknown> = {};
  if (isRecord(args)) {
    for (const key of Object.keys(args)) {
      const arg = args[key];
      resolved[key] = Array.isArray(arg)
        ? arg.map((item) => resolveValue(item, context, depth + 1))
        : resolveValue(arg, context, depth + 1);
    }
  }
  try {
    return run(resolved);
  } catch {
    // The functions format with Intl and test with RegExp, which throw on bad input
    // (an unknown currency, an invalid pattern): the value is then left empty.
    return undefined;
  }
}
