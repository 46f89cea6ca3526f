import type { ContentPart } from '@ag-ui/core';

/**
 * What an `<img>` may show for an image part: its inline bytes as a `data:` URL, or an absolute
 * http(s) URL; `null` for a provider file handle (only the provider can read it) or anything else.
 */
export function toMediaSrc(part: ContentPart): string | null {
  if (part.type !== 'image') return null;
  const { source } = part;
  if (source.type === 'data') {
    // Only raster types: an SVG is a document, kept out of the page even inside an <img>.
    return /^image\/(?:png|jpeg|gif|webp|avif|bmp)$/.test(source.mimeType)
      ? `data:${source.mimeType};base64,${source.value}`
      : null;
  }
  if (source.type === 'url') {
    try {
      const url = new URL(source.value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      // Not an absolute URL: nothing to show.
      return null;
    }
  }
  return null;
}

/** The file name a part carries in `metadata.filename`, or `fallback`. */
export function toPartName(part: ContentPart, fallback: string): string {
  const metadata: unknown = part.metadata;
  if (typeof metadata === 'object' && metadata !== null && 'filename' in metadata) {
    const name = (metadata as { filename: unknown }).filename;
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return fallback;
}
