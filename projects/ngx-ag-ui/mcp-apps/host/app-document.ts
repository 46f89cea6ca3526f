/** A leading doctype, kept first so that the document stays in standards mode. */
const DOCTYPE = /^\s*<!doctype[^>]*>/i;

/**
 * The app's HTML with its Content Security Policy as the first element: the parser puts the
 * `<meta>` in the document's head before any of the app's own markup, so the policy applies to
 * every script and request of the app, and the app cannot lift it (a policy set by `<meta>`
 * stays once parsed, even if the element is removed).
 */
export function appDocument(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">`;
  const doctype = DOCTYPE.exec(html)?.[0] ?? '<!doctype html>';
  const rest = DOCTYPE.test(html) ? html.slice(doctype.length) : html;
  return `${doctype.trim()}${meta}${rest}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
