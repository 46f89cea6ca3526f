/** Styles of `<agui-markdown>` itself: tokens on `:host`, inherited by its blocks. */
export const MARKDOWN_VIEW_STYLES = `
  :host {
    --_claim-bg: var(--agui-citation-claim-background, #fef08a);
    display: block;
    /* anywhere, not break-word: a long word or URL also stops widening a table or flex item. */
    overflow-wrap: anywhere;
  }
  .agui-md-plain { white-space: pre-wrap; }
  .agui-md-limit {
    font-size: 0.875em;
    font-style: italic;
    color: var(--agui-markdown-notice-color, inherit);
  }
  @media (prefers-color-scheme: dark) {
    :host { --_claim-bg: var(--agui-citation-claim-background, #854d0e); }
  }
`;

/**
 * Styles of the content of each block (`<agui-markdown-block>`), list item and table row: the
 * claim look of `<agui-cited-text>`, tables, links, raw HTML shown as text.
 */
export const MARKDOWN_CONTENT_STYLES = `
  mark {
    background: var(--_claim-bg);
    color: var(--agui-citation-claim-color, inherit);
    border-radius: 0.125em;
  }
  .agui-md-raw { white-space: pre-wrap; }
  /* A table as wide as its content up to the line, scrolling inside itself beyond (its cells
     wrap at spaces and break only a word too long to fit). */
  table {
    display: block;
    inline-size: max-content;
    max-inline-size: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th, td { overflow-wrap: break-word; }
  img { max-inline-size: 100%; block-size: auto; }
  th, td { border: 1px solid var(--agui-markdown-table-border, currentColor); padding: 0.25em 0.5em; }
  a { color: var(--agui-markdown-link-color, LinkText); }
  @media (forced-colors: active) {
    mark { background: Mark; color: MarkText; }
  }
`;
