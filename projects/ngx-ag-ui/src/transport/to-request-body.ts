import { omitOptionalNulls, type RunAgentInput } from '@ag-ui/core';
import type { AgentError } from 'ngx-ag-ui/core/runtime';

/**
 * The JSON body of a run's `POST` (no `null` optional fields), or an `'invalid-request'` error
 * when the input cannot be serialised: a state nested deeper than the engine's stack allows (a few
 * thousand levels in V8), a cycle, a `BigInt`. Nothing is sent then.
 */
export function toRequestBody(input: RunAgentInput): string | AgentError {
  // JSON.stringify throws a RangeError on deep nesting and a TypeError on cycles and BigInts.
  try {
    return JSON.stringify(omitOptionalNulls(input, 'RunAgentInput'));
  } catch (cause) {
    const reason = cause instanceof Error ? `: ${cause.message.split('\n')[0]}` : '';
    return {
      kind: 'invalid-request',
      message: `The run input (state, messages or tools) cannot be serialised as JSON${reason}.`,
      cause,
    };
  }
}
