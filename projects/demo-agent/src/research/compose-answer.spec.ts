import type { Message } from '@ag-ui/core';

import { composeAnswer } from './compose-answer';
import { planTurn } from './plan-turn';

const ask = (...questions: string[]): Message[] =>
  questions
    .flatMap((content, index): Message[] => [
      { id: `u${index}`, role: 'user', content },
      { id: `a${index}`, role: 'assistant', content: 'an answer' },
    ])
    .slice(0, -1);

describe('composeAnswer', () => {
  const answer = composeAnswer(planTurn(ask('How do I cancel a fetch request?')));

  it('places one [^id] marker right after each cited passage', () => {
    expect(answer.sources.map((source) => source.id)).toEqual([
      'mdn-fetch',
      'mdn-abortcontroller',
      'angular-httpclient',
    ]);
    for (const source of answer.sources) {
      const marker = `${source.snippet}[^${source.id}]`;
      expect(answer.markedText.indexOf(marker)).toBe(source.markedStart);
    }
  });

  it('gives claim offsets into the text without markers', () => {
    expect(answer.markedText.replace(/\[\^[a-z-]+\]/g, '')).toBe(answer.plainText);
    for (const source of answer.sources) {
      expect(answer.plainText.slice(source.start, source.end)).toBe(source.snippet);
      expect(source.snippet).toMatch(/\.$/);
    }
  });

  it('quotes the sentence that matches the question', () => {
    expect(answer.sources[1].snippet).toBe(
      'An AbortController creates an AbortSignal that can cancel fetch requests, streams and other asynchronous work.',
    );
  });

  it('says so when the corpus has nothing', () => {
    const empty = composeAnswer(planTurn(ask('What is the capital of France?')));
    expect(empty.sources).toEqual([]);
    expect(empty.markedText).toMatch(/^I could not find anything about that/);
  });

  it('introduces a follow-up as more on the same topic', () => {
    const more = composeAnswer(planTurn(ask('How do I cancel a fetch request?', 'Tell me more')));
    expect(more.plainText).toMatch(/^Here is more on that from \d pages I have not cited yet\./);
  });
});
