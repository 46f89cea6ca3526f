import { computed, effect, signal, type Signal, untracked } from '@angular/core';
import { formatLabel } from 'ngx-ag-ui/citations';

import { toAnswerCitedText } from '../answer/to-answer-cited-text';
import type { ChatSession } from '../session/chat-session';

/**
 * The text to announce politely when an answer completes: the last answer of a run that ended
 * well, without its markers. The conversation itself is not a live region, so the stream is
 * never read token by token; this is read once per answer. Call it in an injection context.
 */
export function announceCompletedAnswers(session: ChatSession): Signal<string> {
  const announcement = signal('');
  const status = computed(() => session.store().status());
  let previous = untracked(status);
  effect(() => {
    const now = status();
    const ended = previous === 'running' && now === 'success';
    previous = now;
    if (!ended) return;
    untracked(() => {
      const last = session.store().messages().at(-1);
      if (last?.role !== 'assistant') return;
      const text = toAnswerCitedText(last).text.trim();
      if (text) announcement.set(formatLabel(session.options.labels.answerAnnouncement, { text }));
    });
  });
  return announcement.asReadonly();
}
