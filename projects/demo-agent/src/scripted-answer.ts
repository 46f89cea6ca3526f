import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';

/** The words of the scripted answer, streamed one delta each. */
const ANSWER = 'Hello from the demo agent. This answer was streamed over Server-Sent Events.';

/**
 * A fixed answer to any question: a text message streamed word by word inside one run.
 * The retrieval agent of the demo issue replaces this.
 */
export function scriptedAnswer(input: RunAgentInput): BaseEvent[] {
  const messageId = `msg-${input.runId}`;
  const words = ANSWER.split(/(?<= )/);
  return [
    { type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId },
    { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
    ...words.map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
    { type: EventType.TEXT_MESSAGE_END, messageId },
    { type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId },
  ] as BaseEvent[];
}
