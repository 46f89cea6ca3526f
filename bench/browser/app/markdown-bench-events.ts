import {
  EventType,
  type BaseEvent,
  type StateDeltaEvent,
  type TextMessageContentEvent,
} from '@ag-ui/core';

import { createBenchEvents, type BenchCitationEntry } from './bench-events';
import { FULL_SCENARIO } from './bench-scenario';

/** Sizes of the Markdown benchmark. */
export interface MarkdownScenario {
  /** Messages of the conversation the answer is streamed after. */
  readonly messages: number;
  /** TEXT_MESSAGE_CONTENT deltas of the answer. */
  readonly deltas: number;
  /** Citations of the answer (a STATE_DELTA, then its `[^id]` marker in the next delta). */
  readonly citations: number;
  /** Events per chunk: one chunk is delivered per painted frame. */
  readonly batchSize: number;
}

/** The sizes the targets are set for. */
export const MARKDOWN_SCENARIO: MarkdownScenario = {
  messages: 1000,
  deltas: 20_000,
  citations: 100,
  batchSize: 40,
};

/** The events of the Markdown benchmark, and what the answer shows once they are applied. */
export interface MarkdownBenchEvents {
  /** The 1,000-message cited conversation (one run). */
  readonly conversation: readonly BaseEvent[];
  /** The answer's run, in chunks. */
  readonly stream: readonly (readonly BaseEvent[])[];
  readonly answerId: string;
  readonly finalContent: string;
  /** What the answer shows: list items, code blocks, table rows and citation markers. */
  readonly expected: {
    readonly items: number;
    readonly codeBlocks: number;
    readonly rows: number;
    readonly markers: number;
  };
}

const ANSWER_ID = 'md-answer';
const WORDS = ['signals ', 'render ', 'only ', 'what ', 'changed ', 'in ', 'the ', 'answer '];

/**
 * The Markdown answer as deltas: sections of a heading, a paragraph, a list and every third
 * section a code block, one table after the first section; a citation marker every
 * `deltas / citations` deltas. A delta is a word, a line's syntax or a marker, never half of one.
 */
function answerDeltas(scenario: MarkdownScenario): string[] {
  const deltas: string[] = [];
  const words = (count: number) => {
    for (let i = 0; i < count; i++) deltas.push(WORDS[(deltas.length + i) % WORDS.length]);
  };
  for (let section = 1; deltas.length < scenario.deltas; section++) {
    deltas.push(`## Section ${section}\n\n`);
    words(30);
    deltas.push('\n\n');
    for (let item = 0; item < 4; item++) {
      deltas.push('- ');
      words(5);
      deltas.push('\n');
    }
    deltas.push('\n');
    if (section % 3 === 0) {
      deltas.push('```ts\n', `const section = ${section};\n`, 'render(section);\n', '```\n\n');
    }
    if (section === 1) {
      deltas.push('| source | finding |\n', '| --- | --- |\n');
      for (let row = 1; row <= 5; row++) deltas.push(`| S${row} | `, 'holds |\n');
      deltas.push('\n');
    }
  }
  // The last section may be cut anywhere: the answer ends mid-sentence, as a stopped run does.
  deltas.length = scenario.deltas;
  return deltas;
}

/** What the final Markdown shows, counted from its lines (the cut may end any block). */
function expectedBlocks(content: string): MarkdownBenchEvents['expected'] {
  const lines = content.split('\n');
  return {
    items: lines.filter((line) => line.startsWith('- ')).length,
    codeBlocks: lines.filter((line) => line === '```ts').length,
    rows: lines.filter((line) => /^\| S\d/.test(line)).length,
    markers: content.match(/\[\^md-c\d+\]/g)?.length ?? 0,
  };
}

/**
 * Builds the events: the benchmark's cited conversation, then a run that streams a new Markdown
 * answer in `deltas` deltas, adding a citation (STATE_DELTA) right before each marker.
 */
export function createMarkdownBenchEvents(scenario: MarkdownScenario): MarkdownBenchEvents {
  const { conversation } = createBenchEvents({
    ...FULL_SCENARIO,
    messages: scenario.messages,
    deltas: 0,
  });
  const deltas = answerDeltas(scenario);
  // Due every `every` deltas, placed on the next word: all of them well before the end.
  const every = Math.floor(scenario.deltas / (scenario.citations + 0.5));
  const events: BaseEvent[] = [
    { type: EventType.RUN_STARTED, threadId: 'bench-thread', runId: 'md-run' } as BaseEvent,
    delta({ op: 'add', path: `/citations/${ANSWER_ID}`, value: [] }),
    { type: EventType.TEXT_MESSAGE_START, messageId: ANSWER_ID, role: 'assistant' } as BaseEvent,
  ];
  let content = '';
  let added = 0;
  let due = 0;
  deltas.forEach((text, k) => {
    if (k > 0 && k % every === 0) due++;
    // A marker after a word, not inside a line's syntax (a heading, a fence, a table row).
    if (due > added && added < scenario.citations && WORDS.includes(text)) {
      const entry = citation(++added);
      events.push(delta({ op: 'add', path: `/citations/${ANSWER_ID}/-`, value: entry }));
      text = `${text.trimEnd()}[^${entry.id}] `;
    }
    content += text;
    events.push({
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId: ANSWER_ID,
      delta: text,
    } as TextMessageContentEvent);
  });
  if (added !== scenario.citations)
    throw new Error(`the Markdown answer has ${added} markers, expected ${scenario.citations}`);
  events.push(
    { type: EventType.TEXT_MESSAGE_END, messageId: ANSWER_ID } as BaseEvent,
    { type: EventType.RUN_FINISHED, threadId: 'bench-thread', runId: 'md-run' } as BaseEvent,
  );
  const stream: BaseEvent[][] = [];
  for (let i = 0; i < events.length; i += scenario.batchSize)
    stream.push(events.slice(i, i + scenario.batchSize));
  return {
    conversation,
    stream,
    answerId: ANSWER_ID,
    finalContent: content,
    expected: expectedBlocks(content),
  };
}

function delta(operation: object): StateDeltaEvent {
  return { type: EventType.STATE_DELTA, delta: [operation] } as StateDeltaEvent;
}

function citation(n: number): BenchCitationEntry {
  return {
    id: `md-c${n}`,
    title: `Markdown source ${n}`,
    url: `https://md${n}.example.org/notes/${n}`,
    snippet: `Passage ${n} that supports the sentence before its marker.`,
  };
}
