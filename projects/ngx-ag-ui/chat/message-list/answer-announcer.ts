import { computed, effect, signal, type Signal, untracked } from '@angular/core';
import { formatLabel } from 'ngx-ag-ui/citations';

import { toAnswerCitedText } from '../answer/to-answer-cited-text';
import type { ChatSession } from '../session/chat-session';

/**
 * The text to announce politely when an answer completes: the last answer of a run that ended
 * well, without its markers. The conversation itself is not a live region, so the stream is
 * never read token by token; this is read once per answer. An answer already there when the
 * chat appears (a restored thread) is not announced. Call it in an injection context.
 */
export function announceCompletedAnswers(session: ChatSession): Signal<string> {
  const announcement = signal('');
  // The answer a successful run ended on; runs can start and end within one change detection,
  // so the announcer looks at where the thread is, not at the transitions it saw.
  const completed = computed(() => {
    const store = session.store();
    if (store.status() !== 'success') return null;
    // The agent's own last message: a subagent's turn is shown in its card, not announced.
    const messages = store.messages();
    let i = messages.length - 1;
    while (i >= 0 && messages[i].subagentRunId !== undefined) i--;
    const last = messages[i];
    return last?.role === 'assistant' ? last : null;
  });
  let announced = untracked(completed)?.id;
  effect(() => {
    const answer = completed();
    if (!answer || answer.id === announced) return;
    announced = answer.id;
    const text = toAnswerCitedText(answer).text.trim();
    if (text) announcement.set(formatLabel(session.options.labels.answerAnnouncement, { text }));
  });
  return announcement.asReadonly();
}
