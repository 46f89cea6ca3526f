import { topicTerms, type CorpusHit } from '../corpus/corpus-index';
import type { TurnPlan } from './plan-turn';

/** One source of a composed answer and where its passage sits in the answer. */
export interface AnswerSource {
  /** Citation id: the page slug, used in `[^id]` markers. */
  readonly id: string;
  readonly title: string;
  readonly url: string;
  /** The passage quoted from the page (the evidence). */
  readonly snippet: string;
  /** Claim start in `plainText` (UTF-16, inclusive). */
  readonly start: number;
  /** Claim end in `plainText` (UTF-16, exclusive): right after the passage's full stop. */
  readonly end: number;
  /** Where the passage starts in `markedText`: the agent streams this source's citation from here. */
  readonly markedStart: number;
}

/** A deterministic answer built from the best passages of the hits. */
export interface ComposedAnswer {
  /** The answer with `[^id]` markers after each cited passage (state delivery). */
  readonly markedText: string;
  /** The same answer without markers (metadata delivery: citations carry claim offsets). */
  readonly plainText: string;
  readonly sources: readonly AnswerSource[];
}

/**
 * Composes the answer: a short intro, then for each hit its most relevant sentence (two for the
 * best hit), each followed by the hit's `[^id]` marker in `markedText`.
 */
export function composeAnswer(plan: TurnPlan): ComposedAnswer {
  if (plan.hits.length === 0) {
    const text = plan.followUp
      ? 'That is everything the demo corpus has on this topic. Ask about something else, such as server-sent events or Core Web Vitals.'
      : 'I could not find anything about that in the demo corpus. Try asking about Angular signals, server-sent events or Core Web Vitals.';
    return { markedText: text, plainText: text, sources: [] };
  }
  const terms = topicTerms(plan.query);
  let marked = introFor(plan);
  let plain = marked;
  const sources: AnswerSource[] = [];
  plan.hits.forEach((hit, position) => {
    const passage = bestPassage(hit, terms, position === 0 ? 2 : 1);
    marked += ' ';
    plain += ' ';
    const start = plain.length;
    const markedStart = marked.length;
    plain += passage;
    marked += `${passage}[^${hit.document.id}]`;
    sources.push({
      id: hit.document.id,
      title: hit.document.title,
      url: hit.document.url,
      snippet: passage,
      start,
      end: plain.length,
      markedStart,
    });
  });
  return { markedText: marked, plainText: plain, sources };
}

function introFor(plan: TurnPlan): string {
  const count = plan.hits.length === 1 ? 'one page' : `${plan.hits.length} pages`;
  if (plan.followUp) return `Here is more on that from ${count} I have not cited yet.`;
  // Markdown: the demo renders answers with <agui-markdown>, so the emphasis is not shown as `**`.
  return `Here is what I found in ${count} of the **corpus**.`;
}

const PRONOUN_START = /^(?:it|they|this|these|its)\b/i;

/** The `count` consecutive sentences of the page that mention the most query terms. */
function bestPassage(hit: CorpusHit, terms: readonly string[], count: number): string {
  const sentences = hit.document.body.split(/(?<=[.!?])\s+/);
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, index) => {
    const words = topicTerms(sentence);
    const matches = terms.filter((term) =>
      words.some((word) => word.startsWith(term) || term.startsWith(word)),
    ).length;
    // A lone sentence opening with a pronoun ("It is configured…") reads badly out of context.
    const score = count === 1 && PRONOUN_START.test(sentence) ? matches - 0.5 : matches;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  let from = Math.min(best, Math.max(0, sentences.length - count));
  // A passage opening with a pronoun ("It can intercept…") starts one sentence earlier instead.
  if (count > 1 && from > 0 && PRONOUN_START.test(sentences[from])) from -= 1;
  return sentences.slice(from, from + count).join(' ');
}
