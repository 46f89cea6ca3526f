import { VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';

/** Styles of `<agui-sources>`: theme through the `--agui-sources-*` properties. */
export const SOURCES_LIST_STYLES = `
  :host {
    --_fg: var(--agui-sources-color, inherit);
    --_muted: var(--agui-sources-muted-color, #4b5563);
    --_link: var(--agui-citation-link-color, #3730a3);
    --_focus: var(--agui-citation-focus-color, #4338ca);
    --_border: var(--agui-sources-button-border-color, #6b7280);
    display: block;
    /* The containing block of the visually hidden texts: without it they are placed against the
       page, and every layout re-places all of them (measured: 18 ms a frame at 100 messages). */
    position: relative;
    color: var(--_fg);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_muted: var(--agui-sources-muted-color, #d1d5db);
      --_link: var(--agui-citation-link-color, #c7d2fe);
      --_focus: var(--agui-citation-focus-color, #a5b4fc);
      --_border: var(--agui-sources-button-border-color, #9ca3af);
    }
  }
  .agui-sources-header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
  h2, h3, h4, h5, h6 { margin: 0; font-size: var(--agui-sources-heading-size, 1rem); }
  .agui-sources-count { color: var(--_muted); font-weight: normal; }
  .agui-sources-toggle {
    min-block-size: 24px;
    padding: 0.125rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: 0.375rem;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 0.875em;
    cursor: pointer;
  }
  ol { margin: 0.5rem 0 0; padding-inline-start: 2em; }
  li { margin-block: 0.25rem; overflow-wrap: anywhere; }
  li:target, li:focus { outline: 2px solid var(--_focus); outline-offset: 2px; }
  a { color: var(--_link); }
  .agui-sources-domain { margin-inline-start: 0.5rem; color: var(--_muted); font-size: 0.875em; }
  .agui-sources-backlink {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 24px;
    min-block-size: 24px;
    margin-inline-start: 0.25rem;
    text-decoration: none;
  }
  a:focus-visible, button:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
  @media (forced-colors: active) {
    a { color: LinkText; }
    .agui-sources-toggle { border-color: ButtonText; }
  }
${VISUALLY_HIDDEN_STYLE}`;
