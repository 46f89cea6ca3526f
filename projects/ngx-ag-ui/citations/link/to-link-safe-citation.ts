import { type Citation, toSafeHref } from 'ngx-ag-ui/core';

/**
 * The citation as a component may render it: its `href` re-checked with the library's link rule
 * (`toSafeHref`), so that only an absolute http(s) URL, serialised, is ever bound to `[href]`.
 * A `CitedText` built by hand or by a custom adapter may carry any string there (`data:`,
 * `vbscript:`, `//host`, a relative path); such a source loses its link and shows its title as
 * text. Credentials in an http(s) URL are kept, as `toSafeHref` keeps them. Returns the same
 * reference when the `href` is already safe, so signals and `track` see no change.
 *
 * @example
 * toLinkSafeCitation({ ...citation, href: 'data:text/html,x' }).href; // null
 * toLinkSafeCitation({ ...citation, href: 'HTTPS://a.example' }).href; // 'https://a.example/'
 *
 * @param citation A citation from any source.
 * @returns The citation with a bindable `href` or `null`.
 */
export function toLinkSafeCitation(citation: Citation): Citation {
  const href = toSafeHref(citation.href);
  return href === citation.href ? citation : { ...citation, href };
}
