import type { TextMessageRole } from '@ag-ui/core';

/** A `*_CHUNK` stream still open in a lane (AG-UI.md §6.3). */
export type ChunkStream =
  | {
      readonly kind: 'text';
      readonly messageId: string;
      readonly role: TextMessageRole;
      readonly name?: string;
      readonly subagentRunId?: string;
    }
  | {
      readonly kind: 'tool';
      readonly toolCallId: string;
      readonly toolCallName: string;
      readonly parentMessageId?: string;
      readonly subagentRunId?: string;
    }
  | { readonly kind: 'reasoning'; readonly messageId: string; readonly subagentRunId?: string };

/**
 * What the reducer remembers between events beyond the visible thread: the sequence-verification
 * state of the current run (AG-UI.md §7.5) and the chunk lanes (§7.4). Every field holds only
 * *open* items or the current run's tally, so copying it stays cheap however long the
 * conversation grows. Opaque to applications.
 */
export interface ReducerBookkeeping {
  /** One open chunk stream per lane: key `undefined` is the parent agent, else a subagent run id. */
  readonly lanes: ReadonlyMap<string | undefined, ChunkStream>;
  /** Open text messages: id → the opener's subagent (undefined = parent agent). */
  readonly openTextMessages: ReadonlyMap<string, string | undefined>;
  /** Open tool calls: id → the opener's subagent. */
  readonly openToolCalls: ReadonlyMap<string, string | undefined>;
  /** Open reasoning messages: id → the opener's subagent. */
  readonly openReasoningMessages: ReadonlyMap<string, string | undefined>;
  /** Tool call ids started in the current run, in first-start order. */
  readonly runToolCallIds: readonly string[];
  /** Tool call ids answered by a `TOOL_CALL_RESULT` in the current run. */
  readonly answeredToolCallIds: ReadonlySet<string>;
}

/** The bookkeeping of a thread no run has touched. */
export const EMPTY_BOOKKEEPING: ReducerBookkeeping = {
  lanes: new Map(),
  openTextMessages: new Map(),
  openToolCalls: new Map(),
  openReasoningMessages: new Map(),
  runToolCallIds: [],
  answeredToolCallIds: new Set(),
};
