import type { ContentPart } from '@ag-ui/core';
import type { Citation, ThreadMessage } from 'ngx-ag-ui/core';

import { toMediaSrc, toPartName } from '../attachments/media-src';

/** Characters of an attachment's text the viewer shows at most. */
export const MAX_VIEWER_CHARS = 500_000;

/** A cited attachment, ready to show: its text with the cited passage, or its image. */
export interface AttachmentView {
  /** The attachment's id (its content part's `id`). */
  readonly id: string;
  readonly name: string;
  /** Its text, or `null` when the browser has none (an image; a PDF the agent did not restate). */
  readonly text: string | null;
  /** The cited passage in `text` (UTF-16, half-open), or `null` when it cannot be placed. */
  readonly passage: { readonly start: number; readonly end: number } | null;
  /** An image to show, for an image attachment. */
  readonly src: string | null;
}

/**
 * Finds the attachment a citation names and what to show of it, or `null` when it names none.
 *
 * A citation names an attachment in `extra.attachment`: `{ id, start?, end? }`, `id` being the
 * content part's `id`, `start`/`end` the passage in the attachment's text. That text is the one the
 * agent restated in `state.attachments[id].text` (a PDF's text exists only where it was parsed),
 * else the part's own bytes for a text file. Offsets that do not land on the citation's snippet
 * are not trusted: the snippet is then looked up in the text.
 */
export function toAttachmentView(
  citation: Citation,
  messages: readonly ThreadMessage[],
  state: unknown,
): AttachmentView | null {
  const named = readRecord(citation.extra?.['attachment']);
  const id = named?.['id'];
  if (typeof id !== 'string' || id === '') return null;
  const part = findPart(messages, id);
  const restated = readRecord(readRecord(readRecord(state)?.['attachments'])?.[id]);
  if (!part && !restated) return null;
  const restatedName = restated?.['name'];
  const name = part
    ? toPartName(part, citation.displayTitle)
    : typeof restatedName === 'string'
      ? restatedName
      : citation.displayTitle;
  const restatedText = restated?.['text'];
  const text =
    typeof restatedText === 'string'
      ? restatedText.slice(0, MAX_VIEWER_CHARS)
      : part
        ? decodeText(part)
        : null;
  return {
    id,
    name,
    text,
    passage: text === null ? null : placePassage(text, named, citation.snippet),
    src: part ? toMediaSrc(part) : null,
  };
}

function placePassage(
  text: string,
  named: Record<string, unknown> | undefined,
  snippet: string | undefined,
): AttachmentView['passage'] {
  const start = named?.['start'];
  const end = named?.['end'];
  if (
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    (start as number) >= 0 &&
    (start as number) < (end as number) &&
    (end as number) <= text.length &&
    (snippet === undefined || text.slice(start as number, end as number) === snippet)
  )
    return { start: start as number, end: end as number };
  if (!snippet) return null;
  const at = text.indexOf(snippet);
  return at < 0 ? null : { start: at, end: at + snippet.length };
}

function findPart(messages: readonly ThreadMessage[], id: string): ContentPart | undefined {
  for (const message of messages) {
    if (message.role !== 'user' || !Array.isArray(message.content)) continue;
    const part = (message.content as readonly ContentPart[]).find(
      (candidate) => candidate.type !== 'text' && candidate.id === id,
    );
    if (part) return part;
  }
  return undefined;
}

/** The UTF-8 text of an inline text file, or `null` for anything else. */
function decodeText(part: ContentPart): string | null {
  if (part.type === 'text' || part.source.type !== 'data') return null;
  if (!/^text\/(?:plain|markdown|x-markdown)$/.test(part.source.mimeType)) return null;
  try {
    const bytes = Uint8Array.from(atob(part.source.value), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes).slice(0, MAX_VIEWER_CHARS);
  } catch {
    // atob throws on a value that is not base64: the agent sent something else; show no text.
    return null;
  }
}

function readRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
