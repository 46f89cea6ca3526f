/**
 * The parts of a Gemini `GenerateContentResponse` (`@google/genai`) that `fromGeminiResponse`
 * reads. Every field is optional and unknown fields are tolerated, so SDK objects and raw JSON
 * both fit; the adapter validates each value at run time.
 */
export interface GeminiResponse {
  readonly candidates?: readonly GeminiCandidate[] | null;
  readonly responseId?: string | null;
  readonly modelVersion?: string | null;
  readonly usageMetadata?: unknown;
}

/** One response candidate; only `candidates[0]` is displayed. */
export interface GeminiCandidate {
  readonly content?: {
    readonly role?: string | null;
    readonly parts?: readonly GeminiPart[] | null;
  } | null;
  readonly groundingMetadata?: GeminiGroundingMetadata | null;
  readonly finishReason?: string | null;
  readonly index?: number | null;
}

/** A content part; parts with `thought: true` are reasoning, never displayed. */
export interface GeminiPart {
  readonly text?: string | null;
  /** Whether the part is a thought summary (excluded from the display text). */
  readonly thought?: boolean | null;
  readonly thoughtSignature?: string | null;
}

/** Grounding (Google Search, Vertex AI Search, RAG, Maps) of one candidate. */
export interface GeminiGroundingMetadata {
  readonly groundingChunks?: readonly GeminiGroundingChunk[] | null;
  readonly groundingSupports?: readonly GeminiGroundingSupport[] | null;
  readonly webSearchQueries?: readonly string[] | null;
  readonly searchEntryPoint?: { readonly renderedContent?: string | null } | null;
}

/** One grounding source: a web page, a retrieved document chunk or a Maps place. */
export interface GeminiGroundingChunk {
  readonly web?: {
    readonly uri?: string | null;
    readonly title?: string | null;
    /** Domain of the original URI (Vertex AI only; absent on the Gemini API). */
    readonly domain?: string | null;
  } | null;
  readonly retrievedContext?: {
    readonly uri?: string | null;
    readonly title?: string | null;
    readonly text?: string | null;
    readonly documentName?: string | null;
    readonly ragChunk?: {
      readonly text?: string | null;
      readonly pageSpan?: {
        readonly firstPage?: number | null;
        readonly lastPage?: number | null;
      } | null;
    } | null;
  } | null;
  readonly maps?: {
    readonly uri?: string | null;
    readonly title?: string | null;
    readonly text?: string | null;
    readonly placeId?: string | null;
  } | null;
}

/** A claim in the answer and the chunks that support it. */
export interface GeminiGroundingSupport {
  readonly segment?: GeminiSegment | null;
  /** Indices into `groundingChunks`. */
  readonly groundingChunkIndices?: readonly number[] | null;
  /** Confidence (0..1) per entry of `groundingChunkIndices`; empty from Gemini 2.5 on. */
  readonly confidenceScores?: readonly number[] | null;
}

/**
 * A span of one part's text, in UTF-8 **bytes**, end exclusive. Zero values are omitted from
 * the JSON: a missing `partIndex` or `startIndex` means 0.
 */
export interface GeminiSegment {
  readonly partIndex?: number | null;
  readonly startIndex?: number | null;
  readonly endIndex?: number | null;
  /** The claimed text (used to verify and re-anchor the position). */
  readonly text?: string | null;
}
