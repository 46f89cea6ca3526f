/*
 * Public API of `ngx-ag-ui/chat`: a chat an app can drop in, built from parts that also work alone.
 */

// The chat, and its parts
export { Chat } from './chat';
export { MessageList } from './message-list/message-list';
export { ChatMessage } from './message/chat-message';
export { UserMessage } from './message/user-message';
export { ChatAnswer } from './answer/chat-answer';
export { Composer } from './composer/composer';
export { ErrorBanner } from './error-banner/error-banner';
export { StatusLine } from './status-line/status-line';
export { Subagent } from './subagent/subagent';
export type { SubagentLabels } from './subagent/subagent-labels';
export { DEFAULT_SUBAGENT_LABELS } from './subagent/subagent-labels';
export type { UsageLabels } from './usage/usage';
export { DEFAULT_USAGE_LABELS, Usage } from './usage/usage';

export { ThreadList } from './thread-list/thread-list';
export {
  AG_UI_THREAD_LIST_LABELS,
  DEFAULT_THREAD_LIST_LABELS,
  provideThreadListLabels,
} from './thread-list/thread-list-labels';
export type { AgUiThreadListLabels } from './thread-list/thread-list-labels';

// Headless directives and behaviour, for layouts of your own
export { ComposerInput } from './composer/composer-input';
export { ChatScroll } from './scroll/chat-scroll';
export { ChatScrollState } from './scroll/chat-scroll-state';
export type { ScrollMetrics } from './scroll/chat-scroll-state';
export { ChatSession } from './session/chat-session';
export type { ChatRow } from './session/chat-rows';
export type { ChatSessionInputs, CutShort } from './session/chat-session';

// Options
export {
  AG_UI_CHAT_OPTIONS,
  DEFAULT_AG_UI_CHAT_OPTIONS,
  provideChatOptions,
} from './options/chat-options';
export type { AgUiChatOptions, AgUiChatOptionsInit } from './options/chat-options';
export { DEFAULT_AG_UI_CHAT_LABELS } from './options/chat-labels';
export type { AgUiChatLabels } from './options/chat-labels';
