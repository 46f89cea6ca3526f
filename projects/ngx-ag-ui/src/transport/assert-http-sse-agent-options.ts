import type { HttpSseAgentOptions } from './http-sse-agent-options';
import { assertReconnectOptions } from './reconnect';
import {
  invalidRedirectPolicyError,
  invalidTimeoutError,
  MAX_AGENT_TIMEOUT,
} from './transport-errors';

/**
 * Throws an `ngx-ag-ui:` error when `timeout`, `redirect` or `reconnect` is not a value the
 * transport can honour (a timer cannot wait `Infinity`, `NaN` or more than 2^31 - 1 ms: it would
 * fire at once).
 */
export function assertHttpSseAgentOptions(
  options: Pick<HttpSseAgentOptions, 'timeout' | 'redirect' | 'reconnect'>,
): void {
  const { timeout, redirect } = options;
  assertReconnectOptions(options.reconnect);
  if (
    timeout !== undefined &&
    !(timeout === 0 || (Number.isFinite(timeout) && timeout > 0 && timeout <= MAX_AGENT_TIMEOUT))
  ) {
    throw invalidTimeoutError(timeout);
  }
  if (redirect !== undefined && redirect !== 'same-origin' && redirect !== 'follow') {
    throw invalidRedirectPolicyError(redirect);
  }
}
