import {
  EventType,
  type AssistantMessage,
  type BaseEvent,
  type MessagesSnapshotEvent,
  type RunFinishedEvent,
  type RunStartedEvent,
  type StateDeltaEvent,
  type StateSnapshotEvent,
  type TextMessageContentEvent,
  type TextMessageEndEvent,
  type TextMessageStartEvent,
} from '@ag-ui/core';

import type { BenchScenario } from './bench-scenario';

/** A citation entry as an agent puts it in `state.citations[messageId]` (docs/citations.md §A). */
export interface BenchCitationEntry {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly snippet: string;
}

/** The events both pipelines receive, and what they must show once they have applied them. */
export interface BenchEvents {
  /** Run 1: the cited conversation (STATE_SNAPSHOT of the citations, then MESSAGES_SNAPSHOT). */
  readonly conversation: readonly BaseEvent[];
  /** Run 2, in network-sized batches: deltas into the last message, citations added on the way. */
  readonly stream: readonly (readonly BaseEvent[])[];
  /** Id of the last message, the one streamed into. */
  readonly lastId: string;
  /** Content of the last message after run 1. */
  readonly initialLastContent: string;
  /** Content of the last message after run 2. */
  readonly finalLastContent: string;
  /** Citations of the last message after run 2. */
  readonly finalLastCitations: number;
}

const THREAD_ID = 'bench-thread';
const WORDS = [
  'signal ',
  'stream ',
  'token ',
  'answer ',
  'source ',
  'claim ',
  'cites ',
  'the ',
  'of ',
  'and ',
];

/**
 * Builds the benchmark's events: a conversation of `messages` assistant messages with
 * `citationsPerMessage` citations each (a `[^id]` marker per citation in the text), then a run
 * that re-opens the last message and streams `deltas` text deltas into it, with a STATE_DELTA
 * `add /citations/<lastId>/-` every `citationEvery` deltas followed by that citation's marker.
 */
export function createBenchEvents(scenario: BenchScenario): BenchEvents {
  const ids = Array.from({ length: scenario.messages }, (_, i) => `m${i}`);
  const lastId = ids[ids.length - 1];
  const citations: Record<string, BenchCitationEntry[]> = {};
  const messages: AssistantMessage[] = ids.map((id, i) => {
    const entries = Array.from({ length: scenario.citationsPerMessage }, (_, j) =>
      conversationCitation(i, j + 1),
    );
    citations[id] = entries;
    const sentences = entries.map(
      (entry, j) => `Finding ${j + 1} of answer ${i} holds.[^${entry.id}]`,
    );
    return { id, role: 'assistant', content: `Answer ${i}. ${sentences.join(' ')}` };
  });
  const conversation: BaseEvent[] = [
    runStarted('bench-run-1'),
    { type: EventType.STATE_SNAPSHOT, snapshot: { citations } } as StateSnapshotEvent,
    { type: EventType.MESSAGES_SNAPSHOT, messages } as MessagesSnapshotEvent,
    runFinished('bench-run-1'),
  ];

  const initialLastContent = messages[messages.length - 1].content ?? '';
  let finalLastContent = initialLastContent;
  let added = 0;
  const stream: BaseEvent[] = [
    runStarted('bench-run-2'),
    {
      type: EventType.TEXT_MESSAGE_START,
      messageId: lastId,
      role: 'assistant',
    } as TextMessageStartEvent,
  ];
  for (let k = 1; k <= scenario.deltas; k++) {
    let delta = WORDS[k % WORDS.length];
    if (k % scenario.citationEvery === 0) {
      const entry = streamedCitation(lastId, ++added);
      stream.push({
        type: EventType.STATE_DELTA,
        delta: [{ op: 'add', path: `/citations/${lastId}/-`, value: entry }],
      } as StateDeltaEvent);
      delta = `[^${entry.id}] `;
    }
    finalLastContent += delta;
    stream.push({
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId: lastId,
      delta,
    } as TextMessageContentEvent);
  }
  stream.push(
    { type: EventType.TEXT_MESSAGE_END, messageId: lastId } as TextMessageEndEvent,
    runFinished('bench-run-2'),
  );

  return {
    conversation,
    stream: toBatches(stream, scenario.batchSize),
    lastId,
    initialLastContent,
    finalLastContent,
    finalLastCitations: scenario.citationsPerMessage + added,
  };
}

function conversationCitation(message: number, n: number): BenchCitationEntry {
  return {
    id: `m${message}-c${n}`,
    title: `Report ${n} on topic ${message}`,
    url: `https://source${n}.example.com/reports/${message}`,
    snippet: `Excerpt ${n} of the report on topic ${message}, the passage that supports finding ${n}.`,
  };
}

function streamedCitation(messageId: string, n: number): BenchCitationEntry {
  return {
    id: `${messageId}-s${n}`,
    title: `Streamed source ${n}`,
    url: `https://stream${n}.example.org/articles/${n}`,
    snippet: `Passage ${n} found while the answer was streaming, quoted to support the claim before it.`,
  };
}

function runStarted(runId: string): RunStartedEvent {
  return { type: EventType.RUN_STARTED, threadId: THREAD_ID, runId };
}

function runFinished(runId: string): RunFinishedEvent {
  return { type: EventType.RUN_FINISHED, threadId: THREAD_ID, runId } as RunFinishedEvent;
}

function toBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
