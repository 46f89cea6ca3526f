import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';

/** Options of `textAnswer()`. */
export interface TextAnswerOptions {
  /** The id of the assistant message; `a-<runId>` when absent. */
  readonly messageId?: string;
  /** How many `TEXT_MESSAGE_CONTENT` deltas to split the text into (by words). Default 1. */
  readonly deltas?: number;
}

/**
 * A whole successful run answering `input` with one assistant text message:
 * `RUN_STARTED`, `TEXT_MESSAGE_START`, the deltas, `TEXT_MESSAGE_END`, `RUN_FINISHED`.
 *
 * @example
 * const agent = new ScriptedAgent((input) => textAnswer(input, 'Hello there', { deltas: 2 }));
 */
export function textAnswer(
  input: RunAgentInput,
  text: string,
  options: TextAnswerOptions = {},
): BaseEvent[] {
  const { threadId, runId } = input;
  const messageId = options.messageId ?? `a-${runId}`;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
    ...splitText(text, options.deltas ?? 1).map((delta): BaseEvent => ({
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId,
      delta,
    })),
    { type: EventType.TEXT_MESSAGE_END, messageId },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ];
}

/** Splits `text` into at most `parts` non-empty pieces at word boundaries; joined, they are `text`. */
function splitText(text: string, parts: number): string[] {
  if (text === '') return [];
  const words = text.match(/\S+\s*|\s+/g) ?? [text];
  const size = Math.max(1, Math.ceil(words.length / Math.max(1, parts)));
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += size) pieces.push(words.slice(i, i + size).join(''));
  return pieces.length > 0 ? pieces : [text];
}
