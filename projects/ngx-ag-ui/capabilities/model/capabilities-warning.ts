import type { AgentWarning } from 'ngx-ag-ui/core/runtime';

/** Why an agent's capabilities could not be read. */
export type CapabilitiesProblem =
  /** The endpoint answered with a status other than 2xx (a 404: the agent publishes none). */
  | 'http'
  /** The answer was not JSON (an HTML error page, a wrong content type, unparsable text). */
  | 'not-json'
  /** The answer was longer than the size limit: reading stopped there. */
  | 'too-large'
  /** The JSON is not an `AgentCapabilities` declaration (a known field of the wrong type). */
  | 'malformed'
  /** No answer within the time limit. */
  | 'timeout'
  /** The request failed at the network level, or the app's own reader failed. */
  | 'failed';

/**
 * A capabilities declaration that could not be used: it lands in the store's `warnings()`, and
 * `capabilities()` stays `undefined` (the chat then shows everything, as for an agent that
 * declared nothing). The run is never affected.
 */
export interface CapabilitiesWarning extends AgentWarning {
  readonly kind: 'other';
  /** What exactly went wrong. */
  readonly capabilities: CapabilitiesProblem;
}

/** Builds a `CapabilitiesWarning`. */
export function capabilitiesWarning(
  problem: CapabilitiesProblem,
  message: string,
): CapabilitiesWarning {
  return { kind: 'other', capabilities: problem, message: `Agent capabilities: ${message}` };
}
