/**
 * `.agui-chat-vh`: text for assistive technology only (a message's role, an answer's "cut short"
 * reason), hidden from sight but not from screen readers. One rule for every chat part.
 */
export const CHAT_VISUALLY_HIDDEN_STYLE = `
  .agui-chat-vh {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
