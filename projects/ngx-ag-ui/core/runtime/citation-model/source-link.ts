/**
 * Link safety (docs/citations.md §B.10): the only URL ever bound to `[href]` is an absolute http(s)
 * URL, serialised by the WHATWG parser. Everything else (`javascript:` in any case, schemes
 * obfuscated with tabs or newlines, `data:`, relative and protocol-relative paths, `s3://`,
 * `gs://`) yields `null`.
 *
 * @example
 * toSafeHref(' HTTPS://Example.com/a b ');   // 'https://example.com/a%20b'
 * toSafeHref('java\tscript:alert(1)');       // null
 */
export function toSafeHref(url: unknown): string | null {
  return typeof url === 'string' ? readLink(url).href : null;
}

/**
 * The display domain of an http(s) URL: its host without a leading `www.` or a trailing dot, or
 * `null` for anything that is not an absolute http(s) URL. Never throws.
 *
 * @example
 * toDisplayDomain('https://www.angular.dev/guide'); // 'angular.dev'
 */
export function toDisplayDomain(url: unknown): string | null {
  return typeof url === 'string' ? readLink(url).domain : null;
}

/**
 * The dedup key of a source URL (docs/citations.md §B.6): the serialised http(s) URL without its
 * `#fragment`, or the exact trimmed string for anything else; `null` when there is no URL.
 */
export function toSourceUrlKey(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  return readLink(url).key;
}

/** Fields `toDisplayTitle` looks at, in order. */
export interface DisplayTitleFields {
  readonly title?: string | null;
  readonly label?: string | null;
  readonly domain?: string | null;
  readonly url?: string | null;
}

/**
 * The title a reader sees (docs/citations.md §B.11): the first non-blank of title, label, domain
 * and url (trimmed), else `Source {index}`. The result is data: render it as text, never as HTML.
 */
export function toDisplayTitle(fields: DisplayTitleFields, index: number): string {
  for (const value of [fields.title, fields.label, fields.domain, fields.url]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return `Source ${index}`;
}

/** What the three functions above derive from one URL string. */
interface LinkFacts {
  readonly href: string | null;
  readonly domain: string | null;
  readonly key: string;
}

// The same URLs are read again and again (by the bridge, then by resolveCitedText on every
// render of a streaming message), and WHATWG parsing is the costly part: keep the derived strings
// of recent URLs. Bounded, so a long session cannot grow it without limit.
const MAX_CACHED_LINKS = 2_000;
const links = /* @__PURE__ */ new Map<string, LinkFacts>();

function readLink(url: string): LinkFacts {
  let facts = links.get(url);
  if (!facts) {
    facts = parseLink(url);
    if (links.size >= MAX_CACHED_LINKS) links.clear();
    links.set(url, facts);
  }
  return facts;
}

function parseLink(url: string): LinkFacts {
  const trimmed = url.trim();
  // URL.canParse avoids a try/catch; the WHATWG parser strips tabs and newlines itself.
  const parsed = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return { href: null, domain: null, key: trimmed };
  }
  const href = parsed.href;
  // One rule for every display domain (core's toDomainName reads bare hostnames through here too).
  const domain = parsed.hostname.replace(/\.$/, '').replace(/^www\./, '') || null;
  parsed.hash = '';
  return { href, domain, key: parsed.href };
}
