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

describe('composeAnswer in Markdown', () => {
  /** Every source's passage sits at its offsets, with its marker right after it. */
  const expectExactOffsets = (answer: ReturnType<typeof composeAnswer>) => {
    expect(answer.markedText.replace(/\[\^[a-z-]+\]/g, '')).toBe(answer.plainText);
    for (const source of answer.sources) {
      expect(answer.plainText.slice(source.start, source.end)).toBe(source.snippet);
      expect(answer.markedText.indexOf(`${source.snippet}[^${source.id}]`)).toBe(
        source.markedStart,
      );
    }
  };

  it('lays out the passages as a numbered list when the question asks for steps', () => {
    const answer = composeAnswer(planTurn(ask('What are the steps to cancel a fetch request?')));
    const items = answer.markedText.split('\n').filter((line) => /^\d\. /.test(line));
    expect(items).toHaveLength(answer.sources.length);
    items.forEach((item, i) =>
      expect(item).toMatch(new RegExp(`^${i + 1}\\. .+\\[\\^${answer.sources[i].id}\\]$`)),
    );
    expectExactOffsets(answer);
  });

  it('lays out the passages as a table, one row per page, when the question asks to compare', () => {
    const answer = composeAnswer(planTurn(ask('Compare server-sent events and WebSockets')));
    const lines = answer.markedText.split('\n');
    const header = lines.indexOf('| Page | What it says |');
    expect(lines[header + 1]).toBe('| --- | --- |');
    const rows = lines.slice(header + 2);
    expect(rows).toEqual(
      answer.sources.map((source) => `| ${source.title} | ${source.snippet}[^${source.id}] |`),
    );
    expectExactOffsets(answer);
  });

  it('adds the best page’s code example in a fenced block when asked for one', () => {
    const answer = composeAnswer(planTurn(ask('Show me an example of an AbortController')));
    expect(answer.sources[0].id).toBe('mdn-abortcontroller');
    expect(answer.markedText).toMatch(
      /\n\nFor example:\n\n```ts\nconst controller = new AbortController\(\);\n[^`]+\n```$/,
    );
    expectExactOffsets(answer);
  });

  it('keeps prose, without code, for a plain question', () => {
    const answer = composeAnswer(planTurn(ask('How do I cancel a fetch request?')));
    expect(answer.markedText).not.toMatch(/\n|```|\|/);
  });
});
