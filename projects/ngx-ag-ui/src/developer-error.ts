/**
 * The codes of the errors a developer can cause (a setup or call mistake, never bad data from
 * an agent, which becomes an `AgentError` or `AgentWarning` value instead). The README's
 * "Developer errors" table explains each one.
 */
export type DeveloperErrorCode =
  | 'NOT_IN_INJECTION_CONTEXT'
  | 'NO_AGENT'
  | 'UNKNOWN_AGENT'
  | 'AMBIGUOUS_AGENT'
  | 'DUPLICATE_AGENT'
  | 'MISSING_SOURCE'
  | 'UNANSWERED_INTERRUPTS'
  | 'EXPIRED_INTERRUPTS'
  | 'INVALID_TIMEOUT'
  | 'INVALID_REDIRECT'
  | 'INVALID_RECONNECT'
  | 'DUPLICATE_TOOL'
  | 'MISSING_TOOLS_FEATURE'
  | 'MISSING_THREAD_STORAGE';

/** An `Error` with the code of the mistake, for tests and logs to tell mistakes apart. */
export interface DeveloperError extends Error {
  readonly code: DeveloperErrorCode;
}

/**
 * A developer error. `message` is the whole explanation in development builds and falsy in
 * production ones: each call site writes `(typeof ngDevMode === 'undefined' || ngDevMode) &&
 * '…'`, which Angular's production build (`ngDevMode` defined as `false`) folds away with its
 * text, as Angular does for its own errors. Production then throws the code alone.
 */
export function developerError(
  code: DeveloperErrorCode,
  message: string | false | null,
): DeveloperError {
  const text = message || `ngx-ag-ui: ${code} (a development build gives the whole message)`;
  return Object.assign(new Error(text), { code });
}
