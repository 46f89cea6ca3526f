/*
 * Factories for the errors a calling developer can cause when configuring the built-in
 * transport. Each message starts with `ngx-ag-ui:` and says what to do next.
 */

import { developerError, type DeveloperError } from '../developer-error';

/** The longest timeout timers can hold: a longer one would fire at once (2^31 - 1 ms). */
export const MAX_AGENT_TIMEOUT = 2_147_483_647;

/** `timeout` is not `0` nor a number of milliseconds a timer can wait. */
export function invalidTimeoutError(timeout: unknown): DeveloperError {
  return developerError(
    'INVALID_TIMEOUT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: timeout must be a number of milliseconds from 1 to ${MAX_AGENT_TIMEOUT} ` +
        `(about 24.8 days), or 0 for no timeout; got ${String(timeout)}.`,
  );
}

/** `redirect` is not one of the policies the transport knows. */
export function invalidRedirectPolicyError(redirect: unknown): DeveloperError {
  return developerError(
    'INVALID_REDIRECT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: redirect must be 'same-origin' (the default) or 'follow'; got ${String(redirect)}.`,
  );
}

/** `reconnect` is neither `false` nor settings the transport can honour; `detail` says which. */
export function invalidReconnectError(reconnect: unknown, detail?: string): DeveloperError {
  return developerError(
    'INVALID_RECONNECT',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: reconnect must be false or { attempts?, baseDelayMs?, maxDelayMs? }` +
        `${detail ? ` (${detail})` : ''}; got ${describeOption(reconnect)}.`,
  );
}

function describeOption(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
