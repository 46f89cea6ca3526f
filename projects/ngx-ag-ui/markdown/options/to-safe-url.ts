import { normalizeUri } from 'micromark-util-sanitize-uri';

import type { MarkdownOptions } from './markdown-options';

const NEVER = new Set(['javascript', 'data', 'vbscript']);
/**
 * Stands in for the page when there is no `baseUrl`: a relative URL is resolved against it only
 * to see whether it stays on the same host (the page's URL is not read, so this is SSR-safe).
 */
const PAGE = 'https://page.invalid/agui/';

/**
 * The URL to bind to `href`/`src`, or `null` when the options do not allow it. Relative URLs
 * pass only with `relativeLinks`, and only when they stay on the host they are relative to
 * (`baseUrl`'s, else the page's): `//host/x`, `/\host/x` and their variants with tabs, newlines
 * or backslashes name another host and are refused. Schemes only from `schemes`; `javascript:`,
 * `data:` and `vbscript:` never (checked after dropping the control characters and whitespace
 * browsers ignore).
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
    const base = options.baseUrl ?? PAGE;
    result = normalizeUri(url);
    // Both what was written and what is bound must stay on the base's origin: browsers read
    // `\` as `/` and drop tabs and newlines, so `/\evil` and `/\t/evil` are `//evil`.
    if (!sameOrigin(url, base) || !sameOrigin(result, base)) return null;
    if (options.baseUrl) {
      result = new URL(url, options.baseUrl).href;
      if (!options.schemes.includes(result.slice(0, result.indexOf(':')).toLowerCase()))
        return null;
    }
  }
  if (options.urlFilter && !options.urlFilter(url, kind)) return null;
  return result;
}

/** Whether `url` resolved against `base` keeps the base's scheme, host and port. */
function sameOrigin(url: string, base: string): boolean {
  try {
    // new URL throws on a base that is not absolute (a bad `baseUrl`): no link then.
    const origin = new URL(base).origin;
    return origin !== 'null' && new URL(url, base).origin === origin;
  } catch {
    return false;
  }
}
