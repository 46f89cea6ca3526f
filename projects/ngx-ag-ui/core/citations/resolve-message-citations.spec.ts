import type { Citation, MessageCitation, ThreadMessage } from 'ngx-ag-ui/core/runtime';
import { resolveMessageCitations } from './resolve-message-citations';

const seed = (id: string, index: number): MessageCitation => ({
  id,
  index,
  kind: 'web',
  url: `https://${id}.example/`,
  href: `https://${id}.example/`,
  domain: `${id}.example`,
  displayTitle: `${id}.example`,
  spans: [],
  provider: 'agui',
});

describe('resolveMessageCitations', () => {
  it('resolves string content: markers stripped, sources numbered by first appearance', () => {
    const message: ThreadMessage = {
      id: 'm1',
      role: 'assistant',
      content: 'Paris[^b] is in France[^a].',
      citations: [seed('a', 1), seed('b', 2)],
    };

    const cited = resolveMessageCitations(message);

    expect(cited.text).toBe('Paris is in France.');
    expect(cited.citations.map((c) => [c.id, c.index])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('reads content parts as their text parts concatenated, skipping media', () => {
    const message: ThreadMessage = {
      id: 'u1',
      role: 'user',
      content: [
        { type: 'text', text: 'See this[^a]' },
        { type: 'image', source: { type: 'url', value: 'https://img.example/a.png' } },
        { type: 'text', text: ' and that.' },
      ],
      citations: [seed('a', 1)],
    };

    const cited = resolveMessageCitations(message);

    expect(cited.text).toBe('See this and that.');
    expect(cited.citations[0].spans.map((span) => span.markerOffset)).toEqual([8]);
  });

  it('gives no text for a message without text content', () => {
    const cited = resolveMessageCitations({ content: undefined, citations: [seed('a', 1)] });

    expect(cited.text).toBe('');
    expect(cited.citations.map((c) => c.id)).toEqual(['a']);
  });

  it('passes streaming on: a marker not yet complete is not shown', () => {
    const streaming = resolveMessageCitations(
      { content: 'Paris[^a', citations: [seed('a', 1)] },
      { streaming: true },
    );

    expect(streaming.text).not.toContain('[^a');
  });

  it('keeps message and display citations apart for the compiler', () => {
    const display: Citation = resolveMessageCitations({ content: 'x', citations: [] }).citations[0];
    // @ts-expect-error a display citation is not a message citation (other numbering)
    const asSeed: MessageCitation = display;
    // @ts-expect-error a message citation is not a display citation
    const asDisplay: Citation = seed('a', 1);

    expect([asSeed, asDisplay.id]).toEqual([undefined, 'a']);
  });
});
