import { contentToText, type Message } from '@ag-ui/core';

import { searchCorpus, topicTerms, type CorpusHit } from '../corpus/corpus-index';
import { parseChaosPrompt, type ChaosMode } from './chaos-mode';

/** Sources cited per answer at most. */
export const SOURCES_PER_ANSWER = 3;

/** User turns of the history the planner replays (older ones cannot change the answer much). */
const MAX_REPLAYED_TURNS = 20;

/** A question the user asked when the conversation has no earlier topic. */
export const DEFAULT_QUESTION = 'How do Angular signals work?';

/** What the agent will do for the last user message of a conversation. */
export interface TurnPlan {
  /** The last user message as typed (magic prompt prefix removed). */
  readonly question: string;
  /** The text actually searched (the previous topic for a follow-up). */
  readonly query: string;
  /** Whether the question continues the previous topic ("tell me more"). */
  readonly followUp: boolean;
  /** The earlier question this turn continues, for a follow-up. */
  readonly previousQuestion?: string;
  /** Pages left out because earlier answers on this topic already cited them. */
  readonly excluded: readonly string[];
  /** The pages this answer cites, best first. */
  readonly hits: readonly CorpusHit[];
  /** 1-based number of this user turn in the conversation. */
  readonly turn: number;
  /** Failure requested by a magic prompt. */
  readonly chaos?: ChaosMode;
}

interface Topic {
  readonly question: string;
  readonly query: string;
  readonly excluded: ReadonlySet<string>;
  readonly cited: readonly string[];
}

/** Searches what the person attached; its hits come before the corpus's. */
export type AttachmentSearch = (query: string) => readonly CorpusHit[];

/**
 * Plans the answer to the last user message from the whole conversation. Follow-ups ("tell me
 * more") search the previous topic again and skip pages earlier answers cited; a question with
 * no hits of its own is retried together with the previous topic. Deterministic: replaying the
 * history recomputes what every earlier answer cited, so no hidden server memory is needed.
 */
export function planTurn(
  messages: readonly Message[],
  searchAttachments: AttachmentSearch = () => [],
): TurnPlan {
  const userTexts = messages
    .filter((message) => message.role === 'user')
    .map((message) => contentToText(message.content).slice(0, 2000));
  const replayed = userTexts.slice(-MAX_REPLAYED_TURNS);
  let topic: Topic | undefined;
  let plan: TurnPlan | undefined;
  for (const text of replayed) {
    const { chaos, question } = parseChaosPrompt(text);
    // A bare magic prompt ("Simulate a run error") asks the previous question again.
    const repeat = question === '';
    // "Tell me more", "why?", "go on": nothing but stop words means "continue the topic".
    const followUp = !repeat && topicTerms(question).length === 0 && topic !== undefined;
    let query = DEFAULT_QUESTION;
    let excluded: ReadonlySet<string> = new Set();
    if (topic && (repeat || followUp)) {
      query = topic.query;
      excluded = followUp ? new Set([...topic.excluded, ...topic.cited]) : topic.excluded;
    } else if (topicTerms(question).length > 0) {
      query = question;
    }
    let hits = relevantHits(query, excluded, searchAttachments);
    if (hits.length === 0 && query === question && topic) {
      query = `${topic.query} ${question}`;
      hits = relevantHits(query, excluded, searchAttachments);
    }
    const asked = repeat ? (topic?.question ?? DEFAULT_QUESTION) : question;
    plan = {
      question: asked,
      query,
      followUp,
      previousQuestion: followUp ? topic?.question : undefined,
      excluded: [...excluded],
      hits,
      turn: userTexts.length,
      chaos,
    };
    topic = {
      question: followUp && topic ? topic.question : asked,
      query,
      excluded,
      cited: hits.map((hit) => hit.document.id),
    };
  }
  return (
    plan ?? {
      question: DEFAULT_QUESTION,
      query: DEFAULT_QUESTION,
      followUp: false,
      excluded: [],
      hits: relevantHits(DEFAULT_QUESTION, new Set(), searchAttachments),
      turn: 0,
    }
  );
}

/** The best hits, keeping only those reasonably close to the best one. */
function relevantHits(
  query: string,
  excluded: ReadonlySet<string>,
  searchAttachments: AttachmentSearch,
): CorpusHit[] {
  // The person's own files first: a question asked next to them is most likely about them.
  const own = searchAttachments(query).filter((hit) => !excluded.has(hit.document.id));
  const hits = searchCorpus(query, { exclude: excluded, limit: SOURCES_PER_ANSWER - own.length });
  const best = hits[0]?.score ?? 0;
  return [...own, ...hits.filter((hit) => hit.score >= best * 0.2)];
}
