/*
 * Public API of `ngx-ag-ui/chat`: a chat an app can drop in, built from parts that also work alone.
 */

// Options
export {
  AG_UI_CHAT_OPTIONS,
  DEFAULT_AG_UI_CHAT_OPTIONS,
  provideChatOptions,
  toChatOptions,
} from './options/chat-options';
export type { AgUiChatOptions, AgUiChatOptionsInit } from './options/chat-options';
export { DEFAULT_AG_UI_CHAT_LABELS } from './options/chat-labels';
export type { AgUiChatLabels } from './options/chat-labels';
