import { type AgentError, isAgentErrorKind } from '../thread/agent-error';
import { isRecord } from '../guards/guards';

/**
 * Turns whatever an agent source failed with into an `AgentError`: an `AgentError` value stays
 * as is (the built-in transport fails with those); an error with a numeric `status` (the
 * reference `HttpAgent`'s HTTP errors) becomes `'http'`; a `SyntaxError` becomes
 * `'invalid-response'`; anything else becomes `'network'`.
 */
export function toAgentError(failure: unknown): AgentError {
  if (isAgentError(failure)) return failure;
  const fields = isRecord(failure) ? failure : {};
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
  return isRecord(value) && isAgentErrorKind(value['kind']) && typeof value['message'] === 'string';
}
