import type { AgentErrorKind, AgentWarningKind } from '../../thread/agent-error';
import type { AgentStatus, AgentThread } from '../../thread/agent-thread';

/** The AG-UI 1.1 spec pages the vectors come from (paths under `docs/spec/1.1/`). */
export type SpecPage =
  | 'basic/index.mdx'
  | 'basic/processing.mdx'
  | 'basic/run-input.mdx'
  | 'basic/metadata.mdx'
  | 'basic/versioning.mdx'
  | 'basic/patterns/streaming.mdx'
  | 'basic/patterns/snapshots.mdx'
  | 'basic/patterns/interrupt-resume.mdx'
  | 'events/lifecycle.mdx'
  | 'events/text-messages.mdx'
  | 'events/tool-calls.mdx'
  | 'events/reasoning.mdx'
  | 'events/state.mdx'
  | 'events/activity.mdx'
  | 'events/subagents.mdx';

/** Thread fields besides status, error, warnings, messages and state that a vector may pin. */
export type PinnedThreadFields = Partial<
  Pick<
    AgentThread,
    | 'threadId'
    | 'runId'
    | 'pendingToolCallIds'
    | 'interrupts'
    | 'usage'
    | 'result'
    | 'steps'
    | 'subagents'
    | 'stateDiverged'
    | 'reasoningSpans'
    | 'customEvents'
    | 'rawEvents'
  >
>;

/** What the reducer must hold after every event of a vector has been applied. */
export interface VectorExpectation {
  readonly status: AgentStatus;
  /** `thread.error.kind`, or `null` when the thread carries no error. */
  readonly error: AgentErrorKind | null;
  /** `thread.warnings` kinds, oldest first: exactly these, no more. */
  readonly warnings: readonly AgentWarningKind[];
  /** `thread.messages`, deep-equal (omitted = the rule is not about messages). */
  readonly messages?: readonly unknown[];
  /** `thread.state`, deep-equal (omitted = the rule is not about state). */
  readonly state?: unknown;
  /** Further thread fields, each deep-equal. */
  readonly thread?: PinnedThreadFields;
  /** The `messages` the next `RunAgentInput` built from the thread carries, deep-equal. */
  readonly nextInputMessages?: readonly unknown[];
}

/**
 * One conformance vector: an event stream written from a rule of the AG-UI 1.1 specification,
 * and what the reducer holds after it. `events` are plain JSON values as the wire carries them,
 * malformed ones included where the rule is about rejection.
 */
export interface SpecVector {
  readonly name: string;
  /** The page and anchor the rule is on, e.g. `events/lifecycle.mdx#cancelled-runs`. */
  readonly spec: `${SpecPage}${'' | `#${string}`}`;
  /** The sentence the vector checks (a short quote). */
  readonly rule: string;
  /**
   * Where the expectation follows a documented departure instead of the rule: the section of
   * docs/ag-ui.md that documents it.
   */
  readonly departure?: string;
  /**
   * Why the reference client (`@ag-ui/client` 1.0.0) ends this stream holding other messages or
   * state, or refusing where we accept: absent when it agrees.
   */
  readonly referenceDiffers?: string;
  readonly events: readonly unknown[];
  readonly expect: VectorExpectation;
}

/** A `RUN_STARTED` of thread `t1` (`runId` `r1` unless given), with extra members. */
export function runStarted(runId = 'r1', extra: Record<string, unknown> = {}): unknown {
  return { type: 'RUN_STARTED', threadId: 't1', runId, ...extra };
}

/** A `RUN_FINISHED` of thread `t1` (`runId` `r1` unless given), with extra members. */
export function runFinished(runId = 'r1', extra: Record<string, unknown> = {}): unknown {
  return { type: 'RUN_FINISHED', threadId: 't1', runId, ...extra };
}

/** The three events of a complete assistant text message `id` whose content is `text`. */
export function textMessage(id: string, text: string): readonly unknown[] {
  return [
    { type: 'TEXT_MESSAGE_START', messageId: id, role: 'assistant' },
    { type: 'TEXT_MESSAGE_CONTENT', messageId: id, delta: text },
    { type: 'TEXT_MESSAGE_END', messageId: id },
  ];
}

/** The events of run `r1` of thread `t1`: a `RUN_STARTED`, `events`, then a `RUN_FINISHED`. */
export function inRun(...events: readonly unknown[]): readonly unknown[] {
  return [runStarted(), ...events, runFinished()];
}

/** What the reducer holds beyond status, error and warnings (what a builder below leaves open). */
type Pinned = Omit<VectorExpectation, 'status' | 'error' | 'warnings'>;

/** A run that ended in success, with no error and no warning, and the fields it pins. */
export function succeeded(pinned: Pinned = {}): VectorExpectation {
  return { status: 'success', error: null, warnings: [], ...pinned };
}

/** A run that failed with an `error` of this kind and no warning, and the fields it pins. */
export function failed(error: AgentErrorKind, pinned: Pinned = {}): VectorExpectation {
  return { status: 'error', error, warnings: [], ...pinned };
}
