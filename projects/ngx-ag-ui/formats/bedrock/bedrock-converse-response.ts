/**
 * The parts of a Bedrock Runtime `ConverseResponse` (`@aws-sdk/client-bedrock-runtime`) that
 * `fromBedrockConverse` reads. Every field is optional; the adapter validates each value at run
 * time.
 */
export interface BedrockConverseResponse {
  readonly output?: { readonly message?: BedrockConverseMessage | null } | null;
  readonly stopReason?: string | null;
  readonly usage?: unknown;
  readonly metrics?: unknown;
}

/** The assistant message of a Converse response. */
export interface BedrockConverseMessage {
  readonly role?: string | null;
  readonly content?: readonly BedrockConverseContentBlock[] | null;
}

/**
 * One content block. `text` and `citationsContent` are displayed; reasoning, tool use and the
 * other members are skipped.
 */
export interface BedrockConverseContentBlock {
  readonly text?: string | null;
  readonly citationsContent?: BedrockCitationsContentBlock | null;
  readonly reasoningContent?: unknown;
  readonly toolUse?: unknown;
  readonly toolResult?: unknown;
}

/** Generated text plus the citations that support all of it (the block is the claim). */
export interface BedrockCitationsContentBlock {
  readonly content?: readonly { readonly text?: string | null }[] | null;
  readonly citations?: readonly BedrockConverseCitation[] | null;
}

/** One citation of a `citationsContent` block. */
export interface BedrockConverseCitation {
  readonly title?: string | null;
  /** The source of a search result (often its URL). */
  readonly source?: string | null;
  /** The cited passages of the source. */
  readonly sourceContent?: readonly { readonly text?: string | null }[] | null;
  readonly location?: BedrockCitationLocation | null;
}

/** Where the cited passage lives in the source (raw values; inclusivity is not documented). */
export interface BedrockCitationLocation {
  readonly web?: { readonly url?: string | null; readonly domain?: string | null } | null;
  readonly documentChar?: BedrockDocumentRange | null;
  readonly documentPage?: BedrockDocumentRange | null;
  readonly documentChunk?: BedrockDocumentRange | null;
  readonly searchResultLocation?: {
    readonly searchResultIndex?: number | null;
    readonly start?: number | null;
    readonly end?: number | null;
  } | null;
}

/** A range inside document `documentIndex` of the request. */
export interface BedrockDocumentRange {
  readonly documentIndex?: number | null;
  readonly start?: number | null;
  readonly end?: number | null;
}
