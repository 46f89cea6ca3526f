/** The panel's styles: docked at the bottom, over the app, in its own colours. */
export const PANEL_STYLES = `
  :host { position: fixed; inset: auto 0 0 0; height: 45vh; z-index: 2147483000; display: block;
    background: #fff; color: #1b1b1b; border-top: 2px solid #1a73e8; font: 13px/1.4 system-ui, sans-serif;
    box-shadow: 0 -4px 16px rgb(0 0 0 / 20%); }
  :host([hidden]) { display: none; }
  .panel { height: 100%; display: flex; flex-direction: column; }
  .bar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; padding: 0.4rem 0.75rem;
    border-bottom: 1px solid #ccc; }
  h2 { font-size: 14px; margin: 0; }
  h3 { font-size: 13px; margin: 0.5rem 0 0.25rem; }
  h4 { font-size: 12px; margin: 0.5rem 0 0.25rem; }
  .close { margin-left: auto; }
  button, select, input { font: inherit; }
  button:focus-visible, select:focus-visible, input:focus-visible, h2:focus-visible { outline: 2px solid #1a73e8; outline-offset: 1px; }
  .travel { background: #fff3c4; color: #3d2c00; padding: 0.3rem 0.75rem; }
  .live { margin: 0; padding: 0 0.75rem; min-height: 1.2em; font-size: 12px; }
  .columns { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 5fr) minmax(0, 3fr); }
  .columns > div { overflow: auto; padding: 0 0.75rem 0.75rem; border-right: 1px solid #ddd; }
  .filters { display: flex; gap: 0.5rem; flex-wrap: wrap; padding-top: 0.4rem; }
  .count { margin: 0.25rem 0; color: #444; font-size: 12px; }
  .events { list-style: none; margin: 0; padding: 0; font: 12px/1.6 ui-monospace, monospace; }
  .events .head, .row { display: grid; grid-template-columns: 3em 6em 1fr 5em 5em auto; gap: 0.5em; width: 100%; }
  .head { color: #444; }
  .row { text-align: left; background: none; border: 0; padding: 0 0.25em; color: inherit; cursor: pointer; }
  .row[aria-pressed='true'] { background: #d2e3fc; }
  .row.warned .type { color: #a50e0e; }
  .flag, .error, .warning { color: #a50e0e; }
  .type { overflow: hidden; text-overflow: ellipsis; }
`;
