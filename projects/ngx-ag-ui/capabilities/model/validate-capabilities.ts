import type { AgentCapabilities } from '@ag-ui/core';

/** What a known field must hold. */
type Check = 'boolean' | 'string' | 'number' | 'object' | 'strings' | 'tools' | 'subagents';
type Shape = Readonly<Record<string, Check | Readonly<Record<string, Check>>>>;

const flags = (...names: string[]): Record<string, Check> =>
  Object.fromEntries(names.map((name) => [name, 'boolean']));

/** The known groups and fields of AG-UI 1.1's `AgentCapabilities`, and what each holds. */
const SHAPE: Readonly<Record<string, Shape | 'object'>> = {
  identity: {
    ...Object.fromEntries(
      ['name', 'type', 'description', 'version', 'provider', 'documentationUrl'].map((name) => [
        name,
        'string',
      ]),
    ),
    metadata: 'object',
  },
  transport: flags('streaming', 'websocket', 'httpBinary', 'pushNotifications', 'resumable'),
  tools: { ...flags('supported', 'parallelCalls', 'clientProvided'), items: 'tools' },
  output: { structuredOutput: 'boolean', supportedMimeTypes: 'strings' },
  state: flags('snapshots', 'deltas', 'memory', 'persistentState'),
  multiAgent: { ...flags('supported', 'delegation', 'handoffs'), subagents: 'subagents' },
  reasoning: flags('supported', 'streaming', 'encrypted'),
  multimodal: {
    input: flags('image', 'audio', 'video', 'pdf', 'file'),
    output: flags('image', 'audio'),
  },
  execution: {
    ...flags('codeExecution', 'sandboxed'),
    maxIterations: 'number',
    maxExecutionTime: 'number',
  },
  humanInTheLoop: flags(
    'supported',
    'approvals',
    'interventions',
    'feedback',
    'interrupts',
    'approveWithEdits',
  ),
  custom: 'object',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (value: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(value, key);

/** A tool or a subagent: a string `name`, and a string `description` when it has one. */
function named(value: unknown): boolean {
  if (!isObject(value) || typeof value['name'] !== 'string') return false;
  return !has(value, 'description') || typeof value['description'] === 'string';
}

function fits(value: unknown, check: Check): boolean {
  switch (check) {
    case 'boolean':
    case 'string':
      return typeof value === check;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0;
    case 'object':
      return isObject(value);
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'tools':
    case 'subagents':
      return Array.isArray(value) && value.every(named);
  }
}

function checkObject(value: unknown, shape: Shape, path: string): string | undefined {
  if (!isObject(value)) return `${path} must be an object`;
  for (const key of Object.keys(shape)) {
    if (!has(value, key)) continue;
    const check = shape[key];
    const at = `${path}.${key}`;
    const problem =
      typeof check === 'string'
        ? fits(value[key], check)
          ? undefined
          : `${at} must be ${ARTICLE[check]}`
        : checkObject(value[key], check, at);
    if (problem) return problem;
  }
  return undefined;
}

const ARTICLE: Readonly<Record<Check, string>> = {
  boolean: 'a boolean',
  string: 'a string',
  number: 'a non-negative number',
  object: 'an object',
  strings: 'a list of strings',
  tools: 'a list of tools, each with a string name',
  subagents: 'a list of subagents, each with a string name',
};

/**
 * Checks a declaration against AG-UI 1.1's `AgentCapabilities`: every known group and field that
 * is present must have its type (the capabilities page: a consumer must not use a declaration it
 * cannot validate). Unknown groups and fields are kept and not judged, so that a newer agent's
 * declaration does not bounce off this client. `null` in a known field is malformed (absent
 * means absent).
 * @returns The first problem, or `undefined` when the declaration can be used.
 */
export function capabilitiesProblem(value: unknown): string | undefined {
  try {
    if (!isObject(value)) return 'the declaration must be a JSON object';
    for (const group of Object.keys(SHAPE)) {
      if (!has(value, group)) continue;
      const shape = SHAPE[group];
      const problem =
        shape === 'object'
          ? isObject(value[group])
            ? undefined
            : `${group} must be an object`
          : checkObject(value[group], shape, group);
      if (problem) return problem;
    }
    return undefined;
  } catch {
    // A hostile object from an app's reader (a throwing getter, a Proxy) is not a declaration.
    return 'the declaration could not be read';
  }
}

/** Whether `value` is a usable `AgentCapabilities` declaration (see `capabilitiesProblem`). */
export function isAgentCapabilities(value: unknown): value is AgentCapabilities {
  return capabilitiesProblem(value) === undefined;
}
