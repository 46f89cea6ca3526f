import type { AgentError, AgentErrorKind } from 'ngx-ag-ui/core';

/** Every kind, as a record so that a new `AgentErrorKind` does not compile until listed here. */
const EVERY_KIND: Readonly<Record<AgentErrorKind, true>> = {
  'run-error': true,
  protocol: true,
  'malformed-event': true,
  http: true,
  redirect: true,
  'invalid-request': true,
  network: true,
  truncated: true,
  'invalid-response': true,
  timeout: true,
  'tool-loop': true,
};

const KINDS: ReadonlySet<string> = /* @__PURE__ */ new Set(Object.keys(EVERY_KIND));

/**
 * Turns whatever an agent source failed with into an `AgentError`: an `AgentError` value stays
 * as is (the built-in transport fails with those); an error with a numeric `status` (the
 * reference `HttpAgent`'s HTTP errors) becomes `'http'`; a `SyntaxError` becomes
 * `'invalid-response'`; anything else becomes `'network'`.
 */
export function toAgentError(failure: unknown): AgentError {
  if (isAgentError(failure)) return failure;
  const fields =
    typeof failure === 'object' && failure !== null ? (failure as Record<string, unknown>) : {};
  const message =
    typeof fields['message'] === 'string' && fields['message'] ? fields['message'] : undefined;
  if (typeof fields['status'] === 'number') {
    return {
      kind: 'http',
      status: fields['status'],
      message: `The agent answered HTTP ${fields['status']}.`,
      cause: 'payload' in fields ? fields['payload'] : failure,
    };
  }
  if (failure instanceof SyntaxError) {
    return {
      kind: 'invalid-response',
      message: message ?? 'The agent sent an unreadable event.',
      cause: failure,
    };
  }
  return { kind: 'network', message: message ?? 'The agent source failed.', cause: failure };
}

function isAgentError(value: unknown): value is AgentError {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message } = value as { kind?: unknown; message?: unknown };
  return typeof kind === 'string' && KINDS.has(kind) && typeof message === 'string';
}
