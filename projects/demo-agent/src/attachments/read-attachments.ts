import type { Message } from '@ag-ui/core';

import { extractPdfText } from './extract-pdf-text';

/** Characters of an attachment's text the agent reads and restates at most. */
export const MAX_ATTACHMENT_CHARS = 100_000;

/**
 * Why the agent could not use an attachment, as data (never thrown):
 * - `'unreadable-pdf'`: the PDF library could not parse it.
 * - `'unsupported-type'`: a media type the agent does not read (audio, video, Word...).
 * - `'not-inline'`: its bytes are behind a URL or a provider file handle, which the demo does not fetch.
 */
export type AttachmentWarningCode = 'unreadable-pdf' | 'unsupported-type' | 'not-inline';

/** An attachment the agent could not use, with the sentence its answer says about it. */
export interface AttachmentWarning {
  readonly code: AttachmentWarningCode;
  readonly attachmentId: string;
  readonly name: string;
  readonly message: string;
}

/** One attachment of the conversation as the agent read it. */
export interface ReadAttachment {
  /** The part's `id` (what the client's viewer looks it up by), or `<messageId>-<index>`. */
  readonly id: string;
  /** The file name from the part's `metadata.filename`. */
  readonly name: string;
  readonly mimeType: string;
  /** The id of the user message that carried it. */
  readonly messageId: string;
  /** Size of the bytes, decoded. */
  readonly size: number;
  /** Text read from it: paragraphs split by a blank line, whitespace inside one collapsed. */
  readonly text?: string;
  /** Width and height in pixels, for a PNG image (read from its header). */
  readonly pixels?: { readonly width: number; readonly height: number };
  readonly warning?: AttachmentWarning;
}

const TEXT_TYPES = /^text\/(?:plain|markdown|x-markdown)$/;
const PDF_TYPE = 'application/pdf';

/**
 * Reads the media parts of every user message: text and Markdown decoded as UTF-8, PDFs through
 * `unpdf`, PNG dimensions from the header; anything else becomes a warning the answer repeats.
 */
export async function readAttachments(messages: readonly Message[]): Promise<ReadAttachment[]> {
  const read: ReadAttachment[] = [];
  for (const message of messages) {
    if (message.role !== 'user' || typeof message.content === 'string') continue;
    for (const [index, part] of message.content.entries()) {
      if (part.type === 'text') continue;
      const metadata = isRecord(part.metadata) ? part.metadata : {};
      const id = part.id ?? `${message.id}-${index}`;
      const name = typeof metadata['filename'] === 'string' ? metadata['filename'] : id;
      const base = { id, name, messageId: message.id };
      if (part.source.type !== 'data') {
        const mimeType = part.source.mimeType ?? 'application/octet-stream';
        read.push({ ...base, mimeType, size: 0, warning: warn('not-inline', base) });
        continue;
      }
      const bytes = Buffer.from(part.source.value, 'base64');
      read.push(
        await readBytes({ ...base, mimeType: part.source.mimeType, size: bytes.length }, bytes),
      );
    }
  }
  return read;
}

async function readBytes(
  attachment: Omit<ReadAttachment, 'text' | 'warning'>,
  bytes: Buffer,
): Promise<ReadAttachment> {
  const { mimeType } = attachment;
  if (TEXT_TYPES.test(mimeType))
    return { ...attachment, text: toParagraphText(bytes.toString('utf8')) };
  if (mimeType === PDF_TYPE) {
    const text = await extractPdfText(bytes);
    return text === null
      ? { ...attachment, warning: warn('unreadable-pdf', attachment) }
      : { ...attachment, text: toParagraphText(text) };
  }
  if (mimeType.startsWith('image/')) return { ...attachment, pixels: pngSize(bytes) };
  return { ...attachment, warning: warn('unsupported-type', attachment) };
}

/**
 * The text the agent searches, cites and restates: paragraphs (split at blank lines) with their
 * inner whitespace collapsed, so a quoted passage is an exact slice of it.
 */
export function toParagraphText(text: string): string {
  return text
    .slice(0, MAX_ATTACHMENT_CHARS)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

function warn(
  code: AttachmentWarningCode,
  attachment: { readonly id: string; readonly name: string },
): AttachmentWarning {
  const message = {
    'unreadable-pdf': `I could not read "${attachment.name}": it is not a PDF I can parse, so this answer does not use it.`,
    'unsupported-type': `I cannot read files like "${attachment.name}"; I read text, Markdown and PDF files.`,
    'not-inline': `"${attachment.name}" was sent as a link, which this demo agent does not fetch.`,
  }[code];
  return { code, attachmentId: attachment.id, name: attachment.name, message };
}

/** Width and height from a PNG's IHDR chunk, or `undefined` for anything else. */
function pngSize(bytes: Buffer): ReadAttachment['pixels'] {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
