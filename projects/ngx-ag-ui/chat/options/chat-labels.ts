import type { AgentError } from 'ngx-ag-ui/core';

/**
 * Every piece of text the chat components show or announce, in the app's language. Placeholders
 * in braces (`{n}`, `{steps}`, `{text}`) are filled with `formatLabel` from `ngx-ag-ui/citations`;
 * the components never hard-code English.
 */
export interface AgUiChatLabels {
  /** Accessible name of the conversation (the `log` region). */
  readonly conversation: string;
  /** Shown in a conversation without messages. */
  readonly empty: string;
  /** Hidden heading of each of the person's messages. */
  readonly userMessage: string;
  /** Hidden heading of the `{n}`-th answer: names the answer for screen readers and tests. */
  readonly answer: string;
  /** Accessible name of the sources of the `{n}`-th answer. */
  readonly answerSources: string;
  /** Politely announced once an answer is complete (`{text}`: the answer without markers). */
  readonly answerAnnouncement: string;
  /** Summary of a reasoning block. */
  readonly reasoning: string;
  /** Beside the reasoning summary while it streams. */
  readonly thinking: string;
  /** Under an answer whose run was stopped before the end. */
  readonly cutShortStopped: string;
  /** Under an answer whose run failed before the end. */
  readonly cutShortFailed: string;
  /** Label of the composer's text field. */
  readonly composerLabel: string;
  /** Placeholder of the composer's text field. */
  readonly composerPlaceholder: string;
  /** Hint under the composer's text field. */
  readonly composerHint: string;
  /** Text of the send button. */
  readonly send: string;
  /** Text of the send button while a run is going and queueing is on. */
  readonly queue: string;
  /** Text of the stop button. */
  readonly stop: string;
  /** Text of the regenerate button. */
  readonly regenerate: string;
  /** Text of the edit button on the last message of the person. */
  readonly edit: string;
  /** Label of the edit field. */
  readonly editLabel: string;
  /** Text of the button that sends an edited message again. */
  readonly resend: string;
  /** Text of the button that leaves editing. */
  readonly cancelEdit: string;
  /** Accessible name of the button that shows the previous version of a turn. */
  readonly previousVersion: string;
  /** Accessible name of the button that shows the next version of a turn. */
  readonly nextVersion: string;
  /** Announced position among a turn's versions (`{n}` of `{count}`); shown as `n / count`. */
  readonly versionOf: string;
  /** Text of the button that scrolls back to the newest message. */
  readonly jumpToLatest: string;
  /** Accessible name of the status line. */
  readonly statusName: string;
  /** Status before any run. */
  readonly statusIdle: string;
  /** Status while a run was requested and nothing has arrived yet. */
  readonly statusWaiting: string;
  /** Status while the agent answers. */
  readonly statusRunning: string;
  /** Status while the agent has steps open (`{steps}`: their names). */
  readonly statusSteps: string;
  /** Status after a complete answer. */
  readonly statusSuccess: string;
  /** Status after the person stopped a run. */
  readonly statusStopped: string;
  /** Status after a failed run. */
  readonly statusFailed: string;
  /** Status while the agent waits for input (interrupts). */
  readonly statusInterrupted: string;
  /** Status while a message waits for the run to end. */
  readonly statusQueued: string;
  /** Accessible name of the group of suggested questions. */
  readonly suggestions: string;
  /** Accessible name of the feedback buttons under an answer. */
  readonly feedbackGroup: string;
  /** Accessible name of the thumbs-up button. */
  readonly feedbackUp: string;
  /** Accessible name of the thumbs-down button. */
  readonly feedbackDown: string;
  /** Label of the optional comment field after a rating. */
  readonly feedbackComment: string;
  /** Text of the button that sends the comment. */
  readonly feedbackSend: string;
  /** Politely announced once a rating (or its comment) is saved. */
  readonly feedbackThanks: string;
  /** Text of the button that starts dictation into the composer. */
  readonly dictate: string;
  /** Text of the dictation button while it listens. */
  readonly stopDictation: string;
  /** Shown when dictation fails (no microphone, permission refused). */
  readonly dictationFailed: string;
  /** Text of the button that reads an answer aloud. */
  readonly readAloud: string;
  /** Text of the read-aloud button while it speaks. */
  readonly stopReading: string;
  /** Title of the error banner, per kind of error. */
  readonly errorTitles: Readonly<Record<AgentError['kind'], string>>;
  /** Hint when the stream broke after part of the answer had arrived. */
  readonly errorCutMidAnswer: string;
  /** Hint when the agent could not be reached (network, HTTP, timeout). */
  readonly errorUnreachable: string;
  /** Hint when the endpoint did not answer with an AG-UI stream. */
  readonly errorInvalidResponse: string;
  /** Last line of the error banner. */
  readonly errorKept: string;
  /** Text of the retry button in the error banner. */
  readonly retry: string;
  /** Text of the button that opens the file picker. */
  readonly attach: string;
  /** Hint beside the attach button: what may be attached (`{types}`, `{max}`: the largest size). */
  readonly attachHint: string;
  /** Accessible name of the list of files attached to the message being written. */
  readonly attachments: string;
  /** Accessible name of the button that removes an attached file (`{name}`). */
  readonly removeAttachment: string;
  /** An attachment while it uploads (`{name}`, `{percent}`). */
  readonly attachmentUploading: string;
  /** Announced once a file is attached (`{name}`). */
  readonly attachmentAdded: string;
  /** Announced once a file is removed (`{name}`). */
  readonly attachmentRemoved: string;
  /** A file over the size limit (`{name}`, `{size}`, `{max}`). */
  readonly attachmentTooLarge: string;
  /** A file of a type the chat does not take (`{name}`, `{types}`). */
  readonly attachmentWrongType: string;
  /** A file beyond the most files on one message (`{name}`, `{max}`). */
  readonly attachmentTooMany: string;
  /** A file whose upload failed (`{name}`). */
  readonly attachmentUploadFailed: string;
  /** File name given to a long paste that becomes an attachment. */
  readonly pastedTextName: string;
  /** Accessible name of the files shown in a message of the person. */
  readonly messageAttachments: string;
  /** Beside a file of the person's message that the agent said it could not read. */
  readonly attachmentUnreadable: string;
  /** Text of the attachment viewer's close button. */
  readonly closeViewer: string;
  /** Accessible name of the attachment viewer's text (`{name}`). */
  readonly attachmentText: string;
  /** Shown in the viewer when the attachment's text is not available in the browser (`{name}`). */
  readonly attachmentTextMissing: string;
}

/** English defaults; override any of them with `provideChatOptions({ labels })`. */
export const DEFAULT_AG_UI_CHAT_LABELS: AgUiChatLabels = {
  conversation: 'Conversation',
  empty: 'Ask a question to start.',
  userMessage: 'You said',
  answer: 'Answer {n}',
  answerSources: 'Sources of answer {n}',
  answerAnnouncement: 'Answer complete: {text}',
  reasoning: 'Reasoning',
  thinking: 'thinking…',
  cutShortStopped: 'Stopped before the end.',
  cutShortFailed: 'Incomplete: the run failed.',
  composerLabel: 'Message',
  composerPlaceholder: 'Ask something…',
  composerHint: 'Enter sends, Shift+Enter adds a line.',
  send: 'Send',
  queue: 'Queue',
  stop: 'Stop',
  regenerate: 'Regenerate',
  edit: 'Edit',
  editLabel: 'Edit your message',
  resend: 'Send again',
  cancelEdit: 'Cancel',
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
  versionOf: 'Version {n} of {count}',
  jumpToLatest: 'Jump to latest',
  statusName: 'Run status',
  statusIdle: 'Ready.',
  statusWaiting: 'Waiting for the agent to answer…',
  statusRunning: 'The agent is answering…',
  statusSteps: 'The agent is working ({steps})…',
  statusSuccess: 'Answer complete.',
  statusStopped: 'Stopped. The partial answer is kept; regenerate to try again.',
  statusFailed: 'The run failed.',
  statusInterrupted: 'The agent is waiting for input.',
  statusQueued: 'Your message is queued: it is sent when this answer ends.',
  suggestions: 'Suggestions',
  feedbackGroup: 'Rate this answer',
  feedbackUp: 'Good answer',
  feedbackDown: 'Bad answer',
  feedbackComment: 'Comment (optional)',
  feedbackSend: 'Send comment',
  feedbackThanks: 'Thanks for your feedback.',
  dictate: 'Dictate',
  stopDictation: 'Stop dictation',
  dictationFailed: 'Dictation failed: check the microphone and its permission.',
  readAloud: 'Read aloud',
  stopReading: 'Stop reading',
  errorTitles: {
    'run-error': 'The agent reported a failed run',
    protocol: 'The agent broke the AG-UI sequence rules',
    'malformed-event': 'The agent sent a malformed event',
    http: 'The agent answered with an HTTP error',
    network: 'The connection to the agent was lost',
    truncated: 'The stream was cut before the run ended',
    'invalid-response': 'The agent sent something that is not an AG-UI stream',
    timeout: 'The agent stayed silent for too long',
    redirect: 'The agent redirected to another origin',
    'invalid-request': 'The run input could not be sent',
    'tool-loop': 'The agent kept calling browser tools; the app stopped answering them',
  },
  errorCutMidAnswer: 'The stream was cut mid-answer, so the answer is incomplete.',
  errorUnreachable: 'Check the connection and that the agent is running.',
  errorInvalidResponse: 'Check that the agent URL points at an AG-UI endpoint.',
  errorKept: 'Everything that arrived before the failure is kept.',
  retry: 'Retry',
  attach: 'Attach files',
  attachHint: 'Text, Markdown, PDF or images, up to {max} each. You can also drop or paste files.',
  attachments: 'Attached files',
  removeAttachment: 'Remove {name}',
  attachmentUploading: '{name}: uploading, {percent}%',
  attachmentAdded: '{name} attached.',
  attachmentRemoved: '{name} removed.',
  attachmentTooLarge: '{name} was not attached: it is {size}, larger than the {max} limit.',
  attachmentWrongType: '{name} was not attached: this chat takes {types}.',
  attachmentTooMany: '{name} was not attached: a message can carry {max} files at most.',
  attachmentUploadFailed: '{name} could not be uploaded. Remove it, then attach it again.',
  pastedTextName: 'pasted text.txt',
  messageAttachments: 'Attached files',
  attachmentUnreadable: 'the agent could not read it',
  closeViewer: 'Close',
  attachmentText: 'Text of {name}',
  attachmentTextMissing: 'The text of {name} is not available here.',
};
