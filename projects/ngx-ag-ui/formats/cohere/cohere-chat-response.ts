/**
 * A Cohere chat response, v2 (`message` key) or v1, as JSON (snake_case) or as the
 * `cohere-ai` SDK returns it (camelCase). Every field is optional; the adapter validates each
 * value at run time.
 */
export type CohereChatResponse = CohereV2ChatResponse | CohereV1ChatResponse;

/** Cohere v2 `/v2/chat` response: the answer and its citations live under `message`. */
export interface CohereV2ChatResponse {
  readonly id?: string | null;
  readonly message?: CohereV2Message | null;
  readonly finish_reason?: string | null;
  readonly finishReason?: string | null;
  readonly usage?: unknown;
}

/** The assistant message of a v2 response. */
export interface CohereV2Message {
  readonly role?: string | null;
  /** Text items are displayed; `thinking` items are not. */
  readonly content?: string | readonly CohereV2ContentItem[] | null;
  readonly citations?: readonly CohereV2Citation[] | null;
  readonly tool_plan?: string | null;
  readonly toolPlan?: string | null;
  readonly tool_calls?: unknown;
  readonly toolCalls?: unknown;
}

/** One item of `message.content`. */
export interface CohereV2ContentItem {
  readonly type?: string | null;
  readonly text?: string | null;
  readonly thinking?: string | null;
}

/**
 * A v2 citation: `start`/`end` (code points assumed, end exclusive) into the answer, or into
 * `message.content[content_index]` when given, and the cited `text`.
 */
export interface CohereV2Citation {
  readonly start?: number | null;
  readonly end?: number | null;
  readonly text?: string | null;
  readonly sources?: readonly CohereV2Source[] | null;
  readonly content_index?: number | null;
  readonly contentIndex?: number | null;
  /** `TEXT_CONTENT` (or absent) cites the answer; `PLAN` and `THINKING_CONTENT` do not. */
  readonly type?: string | null;
}

/** A v2 citation source: a document the app passed in, or a tool output. */
export interface CohereV2Source {
  readonly type?: string | null;
  readonly id?: string | null;
  readonly document?: Readonly<Record<string, unknown>> | null;
  readonly tool_output?: Readonly<Record<string, unknown>> | null;
  readonly toolOutput?: Readonly<Record<string, unknown>> | null;
}

/** Cohere v1 `/v1/chat` response: citations point into `documents` by id. */
export interface CohereV1ChatResponse {
  readonly text?: string | null;
  readonly generation_id?: string | null;
  readonly generationId?: string | null;
  readonly citations?: readonly CohereV1Citation[] | null;
  readonly documents?: readonly CohereV1Document[] | null;
  readonly finish_reason?: string | null;
  readonly finishReason?: string | null;
}

/** A v1 citation: `start`/`end` into `text` and the ids of the supporting documents. */
export interface CohereV1Citation {
  readonly start?: number | null;
  readonly end?: number | null;
  readonly text?: string | null;
  readonly document_ids?: readonly string[] | null;
  readonly documentIds?: readonly string[] | null;
  readonly type?: string | null;
}

/** A v1 document: any string fields; `id`, `title`, `url`, `snippet` / `text` are read. */
export interface CohereV1Document {
  readonly id?: string | null;
  readonly title?: string | null;
  readonly url?: string | null;
  readonly snippet?: string | null;
  readonly text?: string | null;
  readonly [field: string]: unknown;
}
