/**
 * `.agui-vh`: text for assistive technology only (accessible names of markers, "opens in a new
 * tab"), hidden from sight but not from screen readers. One rule for every citation component.
 */
export const VISUALLY_HIDDEN_STYLE = `
  .agui-vh {
    position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0;
  }
`;
