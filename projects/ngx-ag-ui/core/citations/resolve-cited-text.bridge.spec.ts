import { bridgeCitationsState, type ThreadMessage } from 'ngx-ag-ui/core/runtime';
import { renderCitationMarkers } from './render-citation-markers';
import { resolveCitedText } from './resolve-cited-text';

/** The AG-UI path end to end: state entries → bridge → resolveCitedText (docs/citations.md §A). */
describe('resolveCitedText on bridgeCitationsState output', () => {
  const content =
    'Refunds take 5 days.[^refunds] 🚚 Shipping is free over €50.[^c2] See also [^unknown].';
  const state = {
    citations: {
      m1: [
        { refId: 'refunds', title: 'Refund policy', url: 'https://shop.example/help/refunds#time' },
        'https://shop.example/help/shipping',
        { id: 'faq', name: 'FAQ', href: 'https://shop.example/faq', index: 9 },
        {
          id: 'dup',
          url: 'https://shop.example/help/refunds#other',
          snippet: 'Refunds are paid back.',
        },
        { id: 'claim', url: 'https://blog.example/free-shipping', start: 34, end: 60 },
      ],
    },
  };

  function bridged() {
    const messages: ThreadMessage[] = [{ id: 'm1', role: 'assistant', content }];
    const [message] = bridgeCitationsState({ state }, messages);
    const text = typeof message.content === 'string' ? message.content : '';
    return resolveCitedText(text, message.citations ?? []);
  }

  // At one offset, an entry's own position comes before a text marker (entries are the payload).
  it('strips known markers, numbers by first appearance and dedups by URL', () => {
    const cited = bridged();
    expect(cited.text).toBe(
      'Refunds take 5 days. 🚚 Shipping is free over €50. See also [^unknown].',
    );
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.spans.length])).toEqual([
      [1, 'Refund policy', 1],
      [2, 'blog.example', 1],
      [3, 'shop.example', 1],
      [4, 'FAQ', 0],
    ]);
    expect(cited.citations[0].snippet).toBe('Refunds are paid back.');
  });

  it('maps entry offsets given on the content as received onto the display text', () => {
    const cited = bridged();
    const claim = cited.citations[1].spans[0];
    expect(cited.text.slice(claim.claimStart, claim.claimEnd)).toBe('Shipping is free over €50.');
    expect(renderCitationMarkers(cited)).toBe(
      'Refunds take 5 days.[1] 🚚 Shipping is free over €50.[2][3] See also [^unknown].',
    );
  });
});
