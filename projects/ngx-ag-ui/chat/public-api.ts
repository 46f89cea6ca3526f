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
export { AG_UI_SUBAGENT_LABELS, DEFAULT_SUBAGENT_LABELS } from './subagent/subagent-labels';
export type { UsageLabels } from './usage/usage';
export { AG_UI_USAGE_LABELS, DEFAULT_USAGE_LABELS, Usage } from './usage/usage';

export { ThreadList } from './thread-list/thread-list';
export {
  AG_UI_THREAD_LIST_LABELS,
  DEFAULT_THREAD_LIST_LABELS,
  provideThreadListLabels,
} from './thread-list/thread-list-labels';
export type { AgUiThreadListLabels } from './thread-list/thread-list-labels';

// Attachments
export { Attachments } from './attachments/attachments';
export { MessageMedia } from './attachments/message-media';
export { AttachmentViewer } from './attachment-viewer/attachment-viewer';
export {
  AttachmentViewerState,
  provideAttachmentViewer,
} from './attachment-viewer/attachment-viewer-state';
export { toAttachmentView } from './attachment-viewer/to-attachment-view';
export type { AttachmentView } from './attachment-viewer/to-attachment-view';
export {
  AG_UI_ATTACHMENT_OPTIONS,
  DEFAULT_AG_UI_ATTACHMENT_OPTIONS,
  provideAttachmentOptions,
} from './attachments/attachment-options';
export type { AgUiAttachmentOptions } from './attachments/attachment-options';
export type {
  AttachmentProblem,
  AttachmentUpload,
  AttachmentUploadContext,
  ChatAttachment,
  ChatAttachmentFile,
} from './attachments/chat-attachment';
export { checkAttachment, isAccepted } from './attachments/check-attachment';
export type { AttachmentLimits } from './attachments/check-attachment';
export { toInlinePart, toPartType } from './attachments/to-inline-part';

// Headless directives and behaviour, for layouts of your own
export { AttachmentsInput } from './attachments/attachments-input';
export { ComposerInput } from './composer/composer-input';
export { ChatScroll } from './scroll/chat-scroll';
export { ChatScrollState } from './scroll/chat-scroll-state';
export type { ScrollMetrics } from './scroll/chat-scroll-state';
export { ChatSession } from './session/chat-session';
export type { ChatRow } from './session/chat-rows';
export type { ChatAttachmentSource, ChatSessionInputs, CutShort } from './session/chat-session';

// Options
export {
  AG_UI_CHAT_OPTIONS,
  DEFAULT_AG_UI_CHAT_OPTIONS,
  provideChatOptions,
} from './options/chat-options';
export type { AgUiChatOptions, AgUiChatOptionsInit } from './options/chat-options';
export { DEFAULT_AG_UI_CHAT_LABELS } from './options/chat-labels';
export type { AgUiChatLabels } from './options/chat-labels';

// Languages: every label of every component, and the writing direction, in one provider call
export { AG_UI_LANGUAGE } from './i18n/ag-ui-language';
export type { AgUiLanguage } from './i18n/ag-ui-language';
export { provideAgUiLanguage } from './i18n/provide-ag-ui-language';
export { AG_UI_ENGLISH } from './i18n/language-en';
export { AG_UI_GERMAN } from './i18n/language-de';
export { AG_UI_FRENCH } from './i18n/language-fr';
export { AG_UI_SPANISH } from './i18n/language-es';
export { AG_UI_JAPANESE } from './i18n/language-ja';
export { AG_UI_ARABIC } from './i18n/language-ar';
export { AG_UI_LANGUAGES } from './i18n/languages';

// Feedback: thumbs up / down with a comment, as AG-UI META events, saved per thread
export { AnswerFeedback } from './feedback/answer-feedback';
export {
  AG_UI_CHAT_FEEDBACK,
  ChatFeedback,
  localStorageFeedbackStorage,
  provideChatFeedback,
} from './feedback/chat-feedback';
export type { ChatFeedbackOptions, FeedbackStorage } from './feedback/chat-feedback';
export type { FeedbackEntry, FeedbackMetaEvent, FeedbackRating } from './feedback/feedback-event';

// Suggestions: the app's before the first question, the agent's (activity or state) after each answer
export {
  AG_UI_CHAT_SUGGESTIONS,
  provideChatSuggestions,
  Suggestions,
} from './suggestions/suggestions';
export {
  agentSuggestions,
  SUGGESTION_LIMITS,
  SUGGESTIONS_ACTIVITY_TYPE,
  toSuggestions,
} from './suggestions/to-suggestions';
export type { ChatSuggestion } from './suggestions/to-suggestions';

// Voice: dictation into the composer and read-aloud of answers, behind adapters (Web Speech by default)
export { DictationButton } from './voice/dictation-button';
export { ReadAloudButton } from './voice/read-aloud-button';
export { toSpokenText } from './voice/to-spoken-text';
export {
  AG_UI_DICTATION,
  AG_UI_READ_ALOUD,
  provideChatVoice,
  WEB_SPEECH_DICTATION,
  WEB_SPEECH_READ_ALOUD,
} from './voice/voice-adapters';
export type { ChatVoiceOptions } from './voice/voice-adapters';
export type {
  DictationAdapter,
  DictationCallbacks,
  ReadAloudAdapter,
  VoiceAdapterLoader,
} from './voice/voice-adapter-types';
