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
  /** For a passage of an attachment: its id and where the passage sits in its text (UTF-16). */
  readonly attachment?: { readonly id: string; readonly start: number; readonly end: number };
}

/** A deterministic answer built from the best passages of the hits. */
export interface ComposedAnswer {
  /** The answer with `[^id]` markers after each cited passage (state delivery). */
  readonly markedText: string;
  /** The same answer without markers (metadata delivery: citations carry claim offsets). */
  readonly plainText: string;
  readonly sources: readonly AnswerSource[];
}

/** How the cited passages are laid out, from words in the question. */
export type AnswerLayout = 'prose' | 'list' | 'table';

/** The layout a question asks for: "steps" or "list" gives a list, "compare" or "table" a table. */
export function layoutFor(question: string): AnswerLayout {
  if (/\b(?:steps?|list)\b/i.test(question)) return 'list';
  if (/\b(?:compare|comparison|table)\b/i.test(question)) return 'table';
  return 'prose';
}

/** Whether the question asks for code ("example", "code", "snippet"). */
const WANTS_CODE = /\b(?:examples?|code|snippets?)\b/i;

/** Appends to the marked and plain texts together, so every offset is exact in both. */
class AnswerText {
  marked = '';
  plain = '';
  readonly sources: AnswerSource[] = [];

  add(text: string): void {
    this.marked += text;
    this.plain += text;
  }

  cite(hit: CorpusHit, passage: string): void {
    const start = this.plain.length;
    const markedStart = this.marked.length;
    this.add(passage);
    this.marked += `[^${hit.document.id}]`;
    const { id, title, url, attachment, body } = hit.document;
    // The passage is whole sentences of the paragraph joined by one space, as the paragraph is.
    const at = attachment ? attachment.offset + Math.max(0, body.indexOf(passage)) : 0;
    this.sources.push({
      id,
      title,
      url,
      snippet: passage,
      start,
      end: this.plain.length,
      markedStart,
      ...(attachment
        ? { attachment: { id: attachment.id, start: at, end: at + passage.length } }
        : {}),
    });
  }
}

/**
 * Composes the answer in Markdown: a short intro, then for each hit its most relevant sentence
 * (two for the best hit), each followed by the hit's `[^id]` marker in `markedText`; as prose,
 * a numbered list or a table (`layoutFor`), and with the best hit's code example when asked.
 */
export function composeAnswer(plan: TurnPlan, notes: readonly string[] = []): ComposedAnswer {
  if (plan.hits.length === 0) {
    const text = [
      plan.followUp
        ? 'That is everything the demo corpus has on this topic. Ask about something else, such as server-sent events or Core Web Vitals.'
        : 'I could not find anything about that in the demo corpus. Try asking about Angular signals, server-sent events or Core Web Vitals.',
      ...notes,
    ].join('\n\n');
    return { markedText: text, plainText: text, sources: [] };
  }
  const terms = topicTerms(plan.query);
  const passages = plan.hits.map((hit, position) =>
    bestPassage(hit, terms, position === 0 ? 2 : 1),
  );
  const answer = new AnswerText();
  answer.add(introFor(plan));
  const layout = layoutFor(plan.question);
  if (layout === 'table') answer.add('\n\n| Page | What it says |\n| --- | --- |');
  plan.hits.forEach((hit, i) => {
    if (layout === 'prose') answer.add(' ');
    if (layout === 'list') answer.add(i === 0 ? `\n\n${i + 1}. ` : `\n${i + 1}. `);
    if (layout === 'table') answer.add(`\n| ${hit.document.title} | `);
    answer.cite(hit, passages[i]);
    if (layout === 'table') answer.add(' |');
  });
  const example = plan.hits[0].document.example;
  if (example && WANTS_CODE.test(plan.question))
    answer.add(`\n\nFor example:\n\n\`\`\`${example.language}\n${example.code}\n\`\`\``);
  // Notes about the attachments (images described, files it could not read) close the answer.
  for (const note of notes) answer.add(`\n\n${note}`);
  return { markedText: answer.marked, plainText: answer.plain, sources: answer.sources };
}

function introFor(plan: TurnPlan): string {
  const count = plan.hits.length === 1 ? 'one page' : `${plan.hits.length} pages`;
  const files = new Set(
    plan.hits.filter((hit) => hit.document.attachment).map((hit) => hit.document.title),
  );
  if (files.size > 0) {
    const pages = plan.hits.length - plan.hits.filter((hit) => hit.document.attachment).length;
    const corpus =
      pages === 0
        ? ''
        : pages === 1
          ? ' and one page of the **corpus**'
          : ` and ${pages} pages of the **corpus**`;
    return `Here is what I found in ${[...files].map((name) => `"${name}"`).join(' and ')}${corpus}.`;
  }
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
