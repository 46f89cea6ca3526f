import type { ContentPart } from '@ag-ui/core';

/**
 * One file the person attached to the message they are writing:
 * - `'uploading'`: the upload hook runs (`progress` from 0 to 1 when it reports any).
 * - `'ready'`: `part` is what `send()` sends.
 * - `'failed'`: the upload failed; the message cannot go out until it is removed.
 */
export type ChatAttachment =
  | (ChatAttachmentFile & { readonly status: 'uploading'; readonly progress: number | null })
  | (ChatAttachmentFile & { readonly status: 'ready'; readonly part: ContentPart })
  | (ChatAttachmentFile & { readonly status: 'failed' });

/** What every attachment knows about its file. */
export interface ChatAttachmentFile {
  /** Unique in the page; the `id` of the content part it becomes. */
  readonly id: string;
  readonly name: string;
  /** The file's media type (`''` when the browser does not know it). */
  readonly mimeType: string;
  /** Bytes. */
  readonly size: number;
}

/**
 * A file that was not attached, or failed, said as data (never thrown): the attachments show
 * and announce it, and emit it from `(problem)`.
 * - `'too-large'`: larger than `maxFileSize` (a large paste too); it was never read.
 * - `'wrong-type'`: not matched by `accept`.
 * - `'too-many'`: `maxFiles` are attached already.
 * - `'upload-failed'`: the upload hook rejected (`cause`: what it rejected with).
 */
export type AttachmentProblem =
  | {
      readonly code: 'too-large';
      readonly name: string;
      readonly size: number;
      readonly maxFileSize: number;
    }
  | {
      readonly code: 'wrong-type';
      readonly name: string;
      readonly mimeType: string;
      readonly accept: string;
    }
  | { readonly code: 'too-many'; readonly name: string; readonly maxFiles: number }
  | { readonly code: 'upload-failed'; readonly name: string; readonly cause: unknown };

/** What an upload hook may use while it works. */
export interface AttachmentUploadContext {
  /** The attachment's id: make it the part's `id` (the chat sets it when the part has none). */
  readonly id: string;
  /** Reports progress from 0 to 1; the attachment shows it and announces it to screen readers. */
  progress(fraction: number): void;
  /** Aborted when the person removes the attachment before the upload ends. */
  readonly signal: AbortSignal;
}

/**
 * Turns a file into the AG-UI content part a user message carries: inline data (the default,
 * `toInlinePart`), a URL the app uploaded it to, or a handle of the model provider's file store
 * (`{ type: 'file', value: 'file-abc', provider: 'openai' }`). A rejection becomes an
 * `'upload-failed'` problem.
 */
export type AttachmentUpload = (
  file: File,
  context: AttachmentUploadContext,
) => Promise<ContentPart>;
