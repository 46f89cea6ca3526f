/** What ended a run badly. */
export type AgentErrorKind =
  /** The agent reported a failed run (`RUN_ERROR`). */
  | 'run-error'
  /** An event broke the protocol's sequence rules (docs/ag-ui.md §7.5). */
  | 'protocol'
  /** A known event carried a malformed known field (wrong type, missing, `null`). */
  | 'malformed-event'
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The server redirected to another origin (or where the browser hides): not followed. */
  | 'redirect'
  /** The run input could not be sent (it cannot be serialised as JSON: too deep, a cycle). */
  | 'invalid-request'
  /** The request or the body stream failed at the network level. */
  | 'network'
  /** The stream ended without `RUN_FINISHED` or `RUN_ERROR`. */
  | 'truncated'
  /** The response could not be parsed (invalid JSON in an SSE frame, wrong content type). */
  | 'invalid-response'
  /** No byte arrived within the configured timeout. */
  | 'timeout'
  /** The store stopped answering frontend tool calls by itself (`withTools()`'s loop guard). */
  | 'tool-loop';

/**
 * Every `AgentErrorKind`, as a record so that a kind added to the union does not compile until it
 * is listed here too: the union is the one source, this is its runtime copy.
 */
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

/** Whether `value` is one of the `AgentErrorKind`s. */
export function isAgentErrorKind(value: unknown): value is AgentErrorKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EVERY_KIND, value);
}

/** A typed, displayable error. Never thrown out of `core`: it is a value on the thread. */
export interface AgentError {
  readonly kind: AgentErrorKind;
  /** Human-readable, safe to show in the UI (never a dump of the state). */
  readonly message: string;
  /** Machine-readable code (`RUN_ERROR.code`, an HTTP status text, ...). */
  readonly code?: string;
  /** HTTP status for `kind: 'http'`. */
  readonly status?: number;
  /** The event that caused the error, when one did. */
  readonly event?: unknown;
  /** The underlying error or response payload, for logs. */
  readonly cause?: unknown;
}

/** What a warning is about. */
export type AgentWarningKind =
  /** An event `type` outside AG-UI 1.0: dropped. */
  | 'unknown-event'
  /** An unknown member or union member: stripped. */
  | 'unknown-member'
  /** A well-formed `STATE_DELTA` that did not apply: state kept, marked as possibly diverged. */
  | 'state-patch-failed'
  /** An `ACTIVITY_DELTA` that did not apply, or targeted a missing / non-activity message. */
  | 'activity-patch-failed'
  /**
   * An event that names a message or tool call that does not exist: ignored, except a
   * `TOOL_CALL_RESULT`, whose tool message is appended as the reference client appends it.
   */
  | 'unknown-target'
  /** A `TOOL_CALL_END` whose accumulated arguments are not valid JSON (kept raw on the call). */
  | 'invalid-tool-arguments'
  /** A frontend tool call failed (threw, rejected, timed out, got invalid arguments): answered as an error. */
  | 'tool-failed'
  /** `RUN_STARTED` declared a newer (or unreadable) `protocolVersion` than ours: the run goes on. */
  | 'newer-protocol'
  /** Something the reducer tolerated but the app may want to know about. */
  | 'other';

/** A survivable problem: the thread kept its previous good value and went on. */
export interface AgentWarning {
  readonly kind: AgentWarningKind;
  readonly message: string;
  /** The `type` of the event that caused it. */
  readonly eventType?: string;
  /** For patch failures: the index of the failing op within the patch. */
  readonly opIndex?: number;
  /** For patch failures: the failing op (never the state). */
  readonly op?: unknown;
}
