import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import type { A2UIUserAction } from '@ag-ui/a2ui-middleware';

import { composeAnswer } from '../research/compose-answer';
import { planTurn } from '../research/plan-turn';
import { toBaselineState } from '../research/run-history';
import { toTextDeltas } from '../research/text-deltas';
import { BOOK_ACTION, COMPARED_OPTIONS, FOLLOW_UP_TOPICS, MORE_ACTION } from './a2ui-surfaces';

/** Longest name the confirmation repeats. */
const MAX_NAME = 80;

/**
 * The answer to a surface's action: a confirmation of the booking (or a reason it could not be
 * booked), or the option asked about, followed by a cited answer from the corpus on that topic.
 * Citations go in `state.citations[messageId]` with `[^id]` markers, as the research agent's do.
 */
export function answerAction(input: RunAgentInput, action: A2UIUserAction): BaseEvent[] {
  const { preface, question } = reply(action);
  const messageId = `answer-${input.runId}`;
  const answer = question
    ? composeAnswer(planTurn([{ id: `topic-${input.runId}`, role: 'user', content: question }]))
    : undefined;
  const text = answer ? `${preface}\n\n${answer.markedText}` : preface;
  const citations = (answer?.sources ?? []).map(({ id, title, url, snippet }) => ({
    id,
    title,
    url,
    snippet,
  }));
  const state = toBaselineState(input.state, input.messages);
  const stateCitations = state['citations'] as Record<string, unknown>;
  return [
    {
      type: EventType.STATE_SNAPSHOT,
      snapshot: { ...state, citations: { ...stateCitations, [messageId]: citations } },
    },
    { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
    ...toTextDeltas(text).map((delta) => ({
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId,
      delta,
    })),
    { type: EventType.TEXT_MESSAGE_END, messageId },
  ] as BaseEvent[];
}

function reply(action: A2UIUserAction): { preface: string; question?: string } {
  const context = action.context ?? {};
  if (action.name === BOOK_ACTION) {
    const name = plain(context['name']).slice(0, MAX_NAME);
    const topic = FOLLOW_UP_TOPICS.find((t) => t.value === first(context['topic']));
    const date = plain(context['date']);
    if (!name || !topic)
      return { preface: 'I could not book that: the form needs a name and a topic.' };
    const when = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `on ${date}` : 'on a date we will agree';
    return {
      preface: `Booked: a follow-up on ${topic.label} for ${name} ${when}. To prepare, here is a head start.`,
      question: topic.question,
    };
  }
  if (action.name === MORE_ACTION) {
    const option = COMPARED_OPTIONS.find((o) => o.value === plain(context['option']));
    if (option) return { preface: `More on ${option.title}:`, question: option.question };
  }
  return { preface: `I do not know the action "${plain(action.name).slice(0, MAX_NAME)}".` };
}

function first(value: unknown): string {
  return Array.isArray(value) ? plain(value[0]) : plain(value);
}

/** A value as plain text: Markdown's punctuation removed, so a name cannot format the answer. */
function plain(value: unknown): string {
  return typeof value === 'string'
    ? value
        .replace(/[\\`*_[\]<>#|~^!]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}
