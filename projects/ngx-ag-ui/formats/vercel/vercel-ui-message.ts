/**
 * Vercel AI SDK `UIMessage` shapes read by `fromVercelUIMessage` (docs/citations.md §D.6). Loose on
 * purpose: unknown part types (`tool-*`, `data-*`, `file`, `step-start`, ...) are accepted and
 * skipped, and an SDK `UIMessage` is assignable.
 */

/** A `text` part: shown to the reader. */
export interface VercelTextPart {
  readonly type: 'text';
  readonly text?: string;
  readonly state?: string;
  readonly providerMetadata?: unknown;
}

/** A `source-url` part: a web source, with no position in the text. */
export interface VercelSourceUrlPart {
  readonly type: 'source-url';
  readonly sourceId?: string;
  readonly url?: string;
  readonly title?: string;
  readonly providerMetadata?: unknown;
}

/** A `source-document` part: a document source, with no position in the text. */
export interface VercelSourceDocumentPart {
  readonly type: 'source-document';
  readonly sourceId?: string;
  readonly mediaType?: string;
  readonly title?: string;
  readonly filename?: string;
  readonly providerMetadata?: unknown;
}

/** Any other part (`reasoning`, `tool-*`, `dynamic-tool`, `data-*`, `file`, `step-start`, ...). */
export interface VercelOtherPart {
  readonly type: string;
  readonly text?: string;
  readonly state?: string;
  readonly toolCallId?: string;
  readonly input?: unknown;
  readonly output?: unknown;
  readonly errorText?: string;
  readonly data?: unknown;
  readonly id?: string;
  readonly url?: string;
  readonly mediaType?: string;
  readonly filename?: string;
  readonly providerMetadata?: unknown;
}

/** One entry of `UIMessage.parts`. */
export type VercelUIMessagePart =
  VercelTextPart | VercelSourceUrlPart | VercelSourceDocumentPart | VercelOtherPart;

/** One AI SDK `UIMessage` (AI SDK 5 and 6). */
export interface VercelUIMessage {
  readonly id?: string;
  readonly role?: string;
  readonly metadata?: unknown;
  readonly parts?: readonly VercelUIMessagePart[];
}
