import type { TextMessageRole } from '@ag-ui/core';

import { type ItemOwners, NO_OWNERS } from './item-owners';
import { PersistentMap } from './persistent-map';

/** A `*_CHUNK` stream still open in a lane (docs/ag-ui.md §6.3). */
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

/** Open items by id: id → the opener's subagent (undefined = parent agent). */
export type OpenItems = PersistentMap<string, string | undefined>;

/**
 * What the reducer remembers between events beyond the visible thread: the sequence-verification
 * state of the current run (docs/ag-ui.md §7.5) and the chunk lanes (§7.4). Every collection is a
 * `PersistentMap`, so an event that opens or closes one item costs the same with 10 or 20,000
 * items open, and older threads keep their own bookkeeping. Opaque to applications.
 */
export interface ReducerBookkeeping {
  /** One open chunk stream per lane: key `undefined` is the parent agent, else a subagent run id. */
  readonly lanes: PersistentMap<string | undefined, ChunkStream>;
  /** The lane of each open chunk stream, by its kind and id. */
  readonly laneOfStream: PersistentMap<string, string | undefined>;
  /** The lanes holding an open chunk stream of each kind. */
  readonly lanesOfKind: Readonly<
    Record<ChunkStream['kind'], PersistentMap<string | undefined, true>>
  >;
  /** Open text messages. */
  readonly openTextMessages: OpenItems;
  /** Open tool calls. */
  readonly openToolCalls: OpenItems;
  /** Open reasoning messages. */
  readonly openReasoningMessages: OpenItems;
  /** Open reasoning spans (`thread.reasoningSpans`, indexed by message id). */
  readonly openReasoningSpans: OpenItems;
  /** Open steps (`thread.steps`), by `stepKey(stepName, subagentRunId)`. */
  readonly openSteps: PersistentMap<string, true>;
  /** Where each subagent of the current run sits in `thread.subagents`. */
  readonly subagentAt: PersistentMap<string, number>;
  /** Tool call ids started in the current run, in first-start order. */
  readonly runToolCallIds: PersistentMap<string, true>;
  /** Tool call ids answered by a `TOOL_CALL_RESULT` in the current run. */
  readonly answeredToolCallIds: PersistentMap<string, true>;
  /** Who owns each item the current run has seen, kept after the item closes (`attribution.ts`). */
  readonly owners: ItemOwners;
  /** The ids legacy `THINKING_*` events of the current run continue (`translate-legacy-event.ts`). */
  readonly legacyThinking: LegacyThinking;
}

/** What translating the legacy `THINKING_*` events of a run needs to remember. */
export interface LegacyThinking {
  /** The reasoning span the next `THINKING_END` closes. */
  readonly spanId?: string;
  /** The reasoning message the next `THINKING_TEXT_MESSAGE_CONTENT` / `_END` continues. */
  readonly messageId?: string;
  /** How many ids the run minted for legacy events, so each is new. */
  readonly minted: number;
  /** Whether the run already warned that it received legacy events. */
  readonly warned: boolean;
}

/** The chunk lanes and their indexes, the part of the bookkeeping `expandChunk` reads and writes. */
export type ChunkLanes = Pick<ReducerBookkeeping, 'lanes' | 'laneOfStream' | 'lanesOfKind'>;

/** The bookkeeping of a thread no run has touched. */
export const EMPTY_BOOKKEEPING: ReducerBookkeeping = /* @__PURE__ */ emptyBookkeeping();

function emptyBookkeeping(): ReducerBookkeeping {
  return {
    lanes: PersistentMap.empty(),
    laneOfStream: PersistentMap.empty(),
    lanesOfKind: {
      text: PersistentMap.empty(),
      tool: PersistentMap.empty(),
      reasoning: PersistentMap.empty(),
    },
    openTextMessages: PersistentMap.empty(),
    openToolCalls: PersistentMap.empty(),
    openReasoningMessages: PersistentMap.empty(),
    openReasoningSpans: PersistentMap.empty(),
    openSteps: PersistentMap.empty(),
    subagentAt: PersistentMap.empty(),
    runToolCallIds: PersistentMap.empty(),
    answeredToolCallIds: PersistentMap.empty(),
    owners: NO_OWNERS,
    legacyThinking: { minted: 0, warned: false },
  };
}

/** The key of a step in `openSteps`: its name per owner (JSON keeps the pair unambiguous). */
export function stepKey(stepName: string, subagentRunId: string | undefined): string {
  return JSON.stringify([stepName, subagentRunId ?? null]);
}
