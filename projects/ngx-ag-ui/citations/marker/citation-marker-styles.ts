import { VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';

/**
 * Styles of a citation marker and its card, theme through the `--agui-citation-*` properties.
 * `host` selects the element around the marker: `:host` in `<agui-citation-marker>`, the
 * `agui-citation-marker` elements `<agui-cited-text>` renders itself.
 */
export function citationMarkerStyles(host: string): string {
  return `
  ${host} {
    --_fg: var(--agui-citation-marker-color, #3730a3);
    --_bg: var(--agui-citation-marker-background, #eef2ff);
    --_border: var(--agui-citation-marker-border-color, #4f46e5);
    --_active-bg: var(--agui-citation-marker-active-background, #c7d2fe);
    --_focus: var(--agui-citation-focus-color, #4338ca);
    position: relative;
    display: inline;
  }
  @media (prefers-color-scheme: dark) {
    ${host} {
      --_fg: var(--agui-citation-marker-color, #e0e7ff);
      --_bg: var(--agui-citation-marker-background, #312e81);
      --_border: var(--agui-citation-marker-border-color, #a5b4fc);
      --_active-bg: var(--agui-citation-marker-active-background, #4338ca);
      --_focus: var(--agui-citation-focus-color, #a5b4fc);
    }
  }
  .agui-marker {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 24px;
    min-block-size: 24px;
    margin: -4px 0;
    padding: 0 1px;
    border: 0;
    background: none;
    color: var(--_fg);
    font: inherit;
    font-size: var(--agui-citation-marker-font-size, 0.75em);
    line-height: 1;
    vertical-align: middle;
    text-decoration: none;
    cursor: pointer;
  }
  .agui-marker-face {
    padding: 0.125em 0.3em;
    border: 1px solid var(--_border);
    border-radius: var(--agui-citation-marker-radius, 0.375em);
    background: var(--_bg);
    white-space: nowrap;
  }
  .agui-marker[data-look='friendly'] { font-size: inherit; vertical-align: baseline; margin: 0; }
  .agui-marker[data-look='friendly'] .agui-marker-face {
    padding: 0;
    border-width: 0 0 1px;
    border-radius: 0;
    background: none;
  }
  .agui-marker[aria-expanded='true'] .agui-marker-face,
  .agui-marker:hover .agui-marker-face { background: var(--_active-bg); }
  .agui-marker:focus-visible,
  agui-citation-card:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  /* A manual popover (the top layer, where no scroller or contained row clips it), fixed at the
     viewport's corner; placeCard() then moves it (translate) next to its marker and inside the
     viewport, and again whenever the page scrolls or resizes. The rest undoes the popover's
     UA styles (centred, scrolling). */
  agui-citation-card {
    position: fixed;
    z-index: var(--agui-citation-card-z-index, 10);
    inset-block: 0 auto;
    inset-inline: 0 auto;
    margin: 0;
    overflow: visible;
  }
  agui-citation-card::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: 100%;
    block-size: 8px;
  }
  agui-citation-card[data-placement='above']::before { inset-block: 100% auto; }
  @media (prefers-reduced-motion: no-preference) {
    agui-citation-card { animation: agui-citation-card-in 120ms ease-out; }
  }
  @keyframes agui-citation-card-in {
    from { opacity: 0; }
  }
  @media (forced-colors: active) {
    .agui-marker { color: LinkText; }
    .agui-marker-face { border-color: currentColor; }
    .agui-marker[aria-expanded='true'] .agui-marker-face { border-width: 2px; }
  }
${VISUALLY_HIDDEN_STYLE}`;
}

/** Styles of `<agui-citation-marker>`. */
export const CITATION_MARKER_STYLES = citationMarkerStyles(':host');
