/**
 * Every piece of text the chat components show or announce, in the app's language. Placeholders
 * in braces (`{count}`, `{name}`) are filled with `formatLabel` from `ngx-ag-ui/citations`; the
 * components never hard-code English.
 */
export interface AgUiChatLabels {
  /** Accessible name of the conversation (the `log` region). */
  readonly conversation: string;
  /** Visible name of the person's messages, read before each one. */
  readonly you: string;
  /** Visible name of the agent's messages, read before each one. */
  readonly assistant: string;
  /** Label of the composer's text field. */
  readonly composerLabel: string;
  /** Placeholder of the composer's text field. */
  readonly composerPlaceholder: string;
  /** Text of the send button. */
  readonly send: string;
  /** Text of the send button while a run is going and queueing is on. */
  readonly queue: string;
  /** Text of the stop button. */
  readonly stop: string;
  /** Text of the retry button in the error banner. */
  readonly retry: string;
  /** Text of the dismiss button in the error banner. */
  readonly dismiss: string;
  /** Text of the regenerate button under the last answer. */
  readonly regenerate: string;
  /** Text of the edit button on the last user message. */
  readonly edit: string;
  /** Accessible name of the edit field. */
  readonly editLabel: string;
  /** Text of the button that sends an edited message again. */
  readonly resend: string;
  /** Text of the button that leaves editing. */
  readonly cancelEdit: string;
  /** Text of the button that scrolls back to the newest message. */
  readonly jumpToLatest: string;
  /** Status line while the agent is answering. */
  readonly running: string;
  /** Status line while a message waits for the run to end. */
  readonly queued: string;
  /** Status line when a run was stopped. */
  readonly stopped: string;
  /** Politely announced when an answer is complete. */
  readonly answerComplete: string;
  /** Heading of an error banner. */
  readonly errorHeading: string;
  /** Summary of a reasoning block. */
  readonly reasoning: string;
  /** Shown in an empty conversation. */
  readonly empty: string;
}

/** English defaults; override any of them with `provideChatOptions({ labels })`. */
export const DEFAULT_AG_UI_CHAT_LABELS: AgUiChatLabels = {
  conversation: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  composerLabel: 'Message',
  composerPlaceholder: 'Ask something…',
  send: 'Send',
  queue: 'Queue',
  stop: 'Stop',
  retry: 'Retry',
  dismiss: 'Dismiss',
  regenerate: 'Regenerate',
  edit: 'Edit',
  editLabel: 'Edit your message',
  resend: 'Send again',
  cancelEdit: 'Cancel',
  jumpToLatest: 'Jump to latest',
  running: 'Answering…',
  queued: 'Your message is queued and sends when this answer ends.',
  stopped: 'Stopped.',
  answerComplete: 'Answer complete.',
  errorHeading: 'Something went wrong',
  reasoning: 'Reasoning',
  empty: 'Ask a question to start.',
};
