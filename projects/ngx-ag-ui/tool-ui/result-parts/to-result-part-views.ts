import { isRecord, toSafeHref } from 'ngx-ag-ui/core/runtime';

import {
  DEFAULT_TOOL_UI_LABELS,
  fillToolUiLabel,
  type ToolUiLabels,
} from '../labels/tool-ui-labels';

/** The names `toResultPartViews` gives parts that carry none. */
export type ResultPartLabels = Pick<
  ToolUiLabels,
  'audio' | 'video' | 'image' | 'document' | 'unsupportedPart'
>;

/** How `<agui-tool-result-parts>` shows one content part of a tool result. */
export type ResultPartView =
  | { readonly kind: 'text'; readonly key: string; readonly text: string }
  | {
      readonly kind: 'image';
      readonly key: string;
      readonly src: string | null;
      readonly alt: string;
    }
  | {
      readonly kind: 'audio' | 'video';
      readonly key: string;
      readonly src: string | null;
      readonly label: string;
    }
  | {
      readonly kind: 'document';
      readonly key: string;
      readonly href: string | null;
      readonly label: string;
    }
  | { readonly kind: 'other'; readonly key: string; readonly label: string };

/** Bounds on what one result shows: an agent decides its size, the page must stay responsive. */
export const RESULT_PART_LIMITS = {
  /** Parts shown; the rest are counted in a notice. */
  parts: 50,
  /** Characters of one text part or label. */
  text: 20_000,
  /** Characters of an inline (`data`) image, base64 (about 1.5 MB of image). */
  inlineImage: 2_000_000,
} as const;

/** Raster image types an inline source may carry (no SVG: it is a document, not a picture). */
const INLINE_IMAGE = /^image\/(?:png|jpeg|gif|webp|avif)$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The parts of a tool result's `content` (AG-UI 1.1: a string or a list of `ContentPart`s) as
 * views (a string is one text part): text as text, images with alt text, audio and video with a label, documents as links.
 * Every URL passes the library's link safety (absolute http(s)); an inline image is shown only
 * as a base64 raster image under a size bound; a provider file handle is opaque and named only.
 * A part of an unknown shape is skipped, never thrown on.
 */
export function toResultPartViews(
  content: unknown,
  labels: ResultPartLabels = DEFAULT_TOOL_UI_LABELS,
): {
  readonly parts: readonly ResultPartView[];
  readonly omitted: number;
} {
  if (typeof content === 'string')
    return { parts: [{ kind: 'text', key: 'text', text: bounded(content) }], omitted: 0 };
  if (!Array.isArray(content)) return { parts: [], omitted: 0 };
  const parts: ResultPartView[] = [];
  const shown = Math.min(content.length, RESULT_PART_LIMITS.parts);
  for (let i = 0; i < shown; i++) {
    const view = toView(content[i], i, labels);
    if (view) parts.push(view);
  }
  return { parts, omitted: content.length - shown };
}

/** Whether the content is a list of parts with something besides text in it. */
export function hasMediaParts(content: unknown): boolean {
  return (
    Array.isArray(content) &&
    content.some(
      (part) => isRecord(part) && part['type'] !== 'text' && typeof part['type'] === 'string',
    )
  );
}

/** The text parts of a list, joined in order: how a string-only consumer reads parts (spec). */
export function toResultText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  return content
    .filter(
      (part): part is { text: string } =>
        isRecord(part) && part['type'] === 'text' && typeof part['text'] === 'string',
    )
    .map((part) => part.text)
    .join('\n');
}

function toView(part: unknown, index: number, labels: ResultPartLabels): ResultPartView | null {
  if (!isRecord(part)) return null;
  const key = typeof part['id'] === 'string' ? `id:${part['id']}` : `at:${index}`;
  const metadata = isRecord(part['metadata']) ? part['metadata'] : {};
  switch (part['type']) {
    case 'text':
      return typeof part['text'] === 'string'
        ? { kind: 'text', key, text: bounded(part['text']) }
        : null;
    case 'image':
      return {
        kind: 'image',
        key,
        src: imageSource(part['source']),
        alt: altText(metadata, labels.image),
      };
    case 'audio':
    case 'video':
      return {
        kind: part['type'],
        key,
        src: urlSource(part['source']),
        label: label(metadata, part['type'] === 'audio' ? labels.audio : labels.video),
      };
    case 'document':
      return {
        kind: 'document',
        key,
        href: urlSource(part['source']),
        label: documentLabel(part['source'], metadata, labels.document),
      };
    default:
      return typeof part['type'] === 'string'
        ? {
            kind: 'other',
            key,
            label: bounded(fillToolUiLabel(labels.unsupportedPart, { type: part['type'] })),
          }
        : null;
  }
}

function urlSource(source: unknown): string | null {
  return isRecord(source) && source['type'] === 'url' ? toSafeHref(source['value']) : null;
}

function imageSource(source: unknown): string | null {
  if (!isRecord(source)) return null;
  if (source['type'] === 'url') return toSafeHref(source['value']);
  const { mimeType, value } = source;
  if (
    source['type'] !== 'data' ||
    typeof mimeType !== 'string' ||
    typeof value !== 'string' ||
    !INLINE_IMAGE.test(mimeType) ||
    value.length > RESULT_PART_LIMITS.inlineImage ||
    !BASE64.test(value)
  )
    return null;
  return `data:${mimeType};base64,${value}`;
}

/** Parts carry no alt text field; producers put it (or a title) in `metadata`. */
function altText(metadata: Record<string, unknown>, fallback: string): string {
  return label(metadata, fallback, 'alt');
}

function documentLabel(
  source: unknown,
  metadata: Record<string, unknown>,
  fallback: string,
): string {
  const named = label(metadata, '');
  if (named) return named;
  const href = urlSource(source);
  const file = href ? decodeSafely(new URL(href).pathname.split('/').pop() ?? '') : '';
  return file || fallback;
}

function label(metadata: Record<string, unknown>, fallback: string, first?: string): string {
  for (const key of [first, 'title', 'name', 'filename']) {
    const value = key === undefined ? undefined : metadata[key];
    if (typeof value === 'string' && value.trim() !== '') return bounded(value.trim());
  }
  return fallback;
}

function decodeSafely(segment: string): string {
  try {
    return bounded(decodeURIComponent(segment));
  } catch {
    return bounded(segment);
  }
}

function bounded(text: string): string {
  return text.length > RESULT_PART_LIMITS.text
    ? `${text.slice(0, RESULT_PART_LIMITS.text)}…`
    : text;
}
