import { normalizeUri } from 'micromark-util-sanitize-uri';

import type { MarkdownOptions } from './markdown-options';

const NEVER = new Set(['javascript', 'data', 'vbscript']);

/**
 * The URL to bind to `href`/`src`, or `null` when the options do not allow it. Relative URLs
 * pass only with `relativeLinks`; schemes only from `schemes`; `javascript:`, `data:` and
 * `vbscript:` never (checked after dropping the control characters and whitespace browsers ignore).
 */
export function toSafeUrl(
  url: string,
  kind: 'link' | 'image',
  options: MarkdownOptions,
): string | null {
  if (kind === 'image' && !options.images) return null;
  // Browsers strip ASCII tab/newline anywhere and C0 controls/spaces around a URL before parsing.
  // eslint-disable-next-line no-control-regex
  const squeezed = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]?.toLowerCase();
  let result: string;
  if (scheme !== undefined) {
    if (NEVER.has(scheme) || !options.schemes.map((s) => s.toLowerCase()).includes(scheme))
      return null;
    result = normalizeUri(url);
  } else {
    if (!options.relativeLinks) return null;
    result = normalizeUri(url);
    if (options.baseUrl) {
      try {
        // new URL throws on a base that is not absolute; the URL is then shown as text.
        result = new URL(url, options.baseUrl).href;
      } catch {
        return null;
      }
      const resolved = /^([a-z][a-z0-9+.-]*):/i.exec(result)?.[1]?.toLowerCase();
      if (!resolved || NEVER.has(resolved) || !options.schemes.includes(resolved)) return null;
    }
  }
  if (options.urlFilter && !options.urlFilter(url, kind)) return null;
  return result;
}
