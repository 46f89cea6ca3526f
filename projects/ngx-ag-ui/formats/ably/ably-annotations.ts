/**
 * What `fromAblyAnnotations` receives (docs/citations.md §C ably.ai-transport): the response
 * message, the annotation events received on the channel, and optionally the message's annotation
 * summary. Loose on purpose: every field is validated when read.
 */
export interface AblyCitationsPayload {
  readonly message: AblyResponseMessage;
  /** Individual annotation events as received (any type, any message: filtered by the adapter). */
  readonly annotations?: readonly AblyAnnotation[];
  /** `message.annotations.summary`: counts per annotation type and `name`. */
  readonly summary?: AblyAnnotationSummary;
  readonly [key: string]: unknown;
}

/** The response message the citations annotate. */
export interface AblyResponseMessage {
  readonly serial: string;
  readonly text: string;
  readonly [key: string]: unknown;
}

/** One annotation event (`action: "annotation.create"`, `type: "citations:multiple.v1"`). */
export interface AblyAnnotation {
  readonly action?: string;
  readonly clientId?: string;
  readonly type?: string;
  readonly messageSerial?: string;
  /** The source domain (`en.wikipedia.org`), or the document title when there is no URL. */
  readonly name?: string;
  /** The citation; a JSON string is accepted too (raw REST history). */
  readonly data?: AblyCitationData | string;
  readonly [key: string]: unknown;
}

/**
 * A citation's `data`. Ably's guides publish different spellings: start ← `startOffset` |
 * `startIndex` | `start_index`, end ← `endOffset` | `endIndex` | `end_index`, snippet ←
 * `snippet` | `citedText` | `cited_text`.
 */
export interface AblyCitationData {
  readonly url?: string;
  readonly title?: string;
  readonly startOffset?: number;
  readonly endOffset?: number;
  readonly startIndex?: number;
  readonly endIndex?: number;
  readonly start_index?: number;
  readonly end_index?: number;
  readonly snippet?: string;
  readonly citedText?: string;
  readonly cited_text?: string;
  /** Anthropic guide: source-document positions (kept as `locations`, never as text offsets). */
  readonly documentIndex?: number;
  readonly startCharIndex?: number;
  readonly endCharIndex?: number;
  readonly [key: string]: unknown;
}

/** Counts for one `name` in a `multiple.v1` summary. */
export interface AblySummaryEntry {
  readonly total?: number;
  readonly clientIds?: Readonly<Record<string, number>>;
  readonly totalUnidentified?: number;
  readonly totalClientIds?: number;
  readonly clipped?: boolean;
  readonly [key: string]: unknown;
}

/** `{ "citations:multiple.v1": { [name]: AblySummaryEntry } }` (other types are ignored). */
export type AblyAnnotationSummary = Readonly<
  Record<string, Readonly<Record<string, AblySummaryEntry>>>
>;
