/**
 * Mistral shapes read by `fromMistralMessage` (docs/citations.md §D.11). Loose on purpose: chunk
 * `type` may be omitted (as in the TypeScript SDK), both `reference_ids` (JSON) and
 * `referenceIds` (SDK) are read, and unknown chunk types are skipped.
 */

/** A `text` chunk. */
export interface MistralTextChunk {
  readonly type?: 'text';
  readonly text?: string;
}

/** A `tool_reference` chunk (Agents / Conversations `web_search`): a source at this point. */
export interface MistralToolReferenceChunk {
  readonly type?: 'tool_reference';
  readonly tool?: string;
  readonly title?: string;
  readonly url?: string | null;
  readonly favicon?: string | null;
  readonly description?: string | null;
}

/** A `reference` chunk (chat-completions RAG): ids into the app's reference map. */
export interface MistralReferenceChunk {
  readonly type?: 'reference';
  readonly reference_ids?: readonly (number | string)[];
  readonly referenceIds?: readonly (number | string)[];
}

/** Any other chunk (`thinking`, `image_url`, `document_url`, ...): not part of the display text. */
export interface MistralOtherChunk {
  readonly type?: string;
  readonly thinking?: unknown;
  readonly imageUrl?: unknown;
  readonly image_url?: unknown;
}

/** One entry of a Mistral message `content` list. */
export type MistralContentChunk =
  MistralTextChunk | MistralToolReferenceChunk | MistralReferenceChunk | MistralOtherChunk;

/** One entry of the app's reference map (what its retrieval tool returned). */
export interface MistralReference {
  readonly url?: string | null;
  readonly title?: string | null;
  readonly snippet?: string | null;
  readonly description?: string | null;
  readonly source?: string | null;
}

/** Input of `fromMistralMessage`: the assistant message plus the app's reference map. */
export interface MistralMessagePayload {
  readonly message?: {
    readonly role?: string;
    readonly content?: string | readonly MistralContentChunk[] | null;
    readonly prefix?: boolean;
    readonly tool_calls?: unknown;
    readonly toolCalls?: unknown;
  };
  /** Reference map keyed by reference id (numbers become string keys in JSON). */
  readonly references?: Readonly<Record<string, MistralReference>>;
}
