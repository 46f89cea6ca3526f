import fc from 'fast-check';

import { propertyRuns } from '../../property-testing/property-runs';
import type { MessageCitation } from 'ngx-ag-ui/core/runtime';
import { findStablePrefix } from './extract-streamed-text-markers';
import { resolveCitedText } from './resolve-cited-text';

const citation = (
  id: string,
  url: string,
  extra: Partial<MessageCitation> = {},
): MessageCitation => ({
  id,
  index: 1,
  kind: 'web',
  url,
  href: url,
  domain: new URL(url).hostname,
  displayTitle: id,
  spans: [],
  provider: 'agui',
  ...extra,
});

const CITATIONS: readonly MessageCitation[] = [
  citation('a', 'https://a.example/'),
  citation('b', 'https://b.example/', { spans: [{ markerOffset: 30, status: 'pending' }] }),
  citation('c1', 'https://a.example/#again', { index: 3 }),
];

/** Pieces of Markdown that move the stable prefix around: markers, code, fences, breaks. */
const TOKEN = fc.constantFrom(
  '[^a]',
  '[^b]',
  '[^c1]',
  '[^zz]',
  '[^',
  '[',
  ']',
  ':',
  '`',
  '``',
  '```\n',
  '~~~\n',
  '```js\n',
  '\n',
  '\n\n',
  '   ',
  'x',
  'word ',
  '月',
  '🌕',
  '[^a]:',
  '\n[^b]: note\n',
);

/** The text cut into consecutive chunks at the given cut points. */
function prefixesAt(text: string, cuts: readonly number[]): string[] {
  const ends = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((x, y) => x - y);
  return [...ends.filter((end) => end > 0), text.length].map((end) => text.slice(0, end));
}

describe('resolveCitedText while streaming', () => {
  it('resolves every chunk of a stream as it resolves the same text from scratch', () => {
    fc.assert(
      fc.property(
        fc.array(TOKEN, { maxLength: 60 }),
        fc.array(fc.nat(400), { maxLength: 12 }),
        (tokens, cuts) => {
          const text = tokens.join('');
          const shared = [...CITATIONS];
          for (const prefix of prefixesAt(text, cuts)) {
            const incremental = resolveCitedText(prefix, shared, { streaming: true });
            expect(incremental).toEqual(
              resolveCitedText(prefix, [...CITATIONS], { streaming: true }),
            );
          }
          expect(resolveCitedText(text, shared)).toEqual(resolveCitedText(text, [...CITATIONS]));
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  it('resolves as from scratch with spans on markers, shared URLs and surrogate pairs', () => {
    const span = fc.record(
      {
        markerOffset: fc.nat(40),
        claimStart: fc.nat(40),
        claimEnd: fc.nat(40),
        citedText: fc.constantFrom('claim', ''),
        status: fc.constantFrom<'final' | 'pending'>('final', 'pending'),
      },
      { requiredKeys: ['markerOffset', 'status'] },
    );
    const entry = fc.record({
      id: fc.constantFrom('a', 'b', 'c1', 'd'),
      url: fc.constantFrom('https://a.example/', 'https://a.example/#x', 'https://d.example/'),
      index: fc.option(fc.nat(5), { nil: undefined }),
      spans: fc.array(span, { maxLength: 3 }),
    });
    const token = fc.oneof(
      TOKEN,
      fc.constantFrom('\uD83C', '\uDF15', '[^d]', '[^d][^d]', '[^a]\n'),
    );
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 5 }),
        fc.array(token, { maxLength: 60 }),
        fc.array(fc.nat(400), { maxLength: 16 }),
        (entries, tokens, cuts) => {
          const given = entries.map(({ id, url, index, spans }) =>
            citation(id, url, { index: index ?? Number.NaN, spans }),
          );
          const shared = [...given];
          for (const prefix of prefixesAt(tokens.join(''), cuts)) {
            expect(resolveCitedText(prefix, shared, { streaming: true })).toEqual(
              resolveCitedText(prefix, [...given], { streaming: true }),
            );
          }
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  it('keeps the arrays of sources a chunk does not cite, and never changes a result given out', () => {
    const shared = [citation('a', 'https://a.example/'), citation('d', 'https://d.example/')];
    const resolve = (text: string) => resolveCitedText(text, shared, { streaming: true });
    const first = resolve('One [^a].\nTwo [^a].\n');
    const firstSpans = JSON.stringify(first.citations.map((c) => c.spans));
    const second = resolve('One [^a].\nTwo [^a].\nThree');
    const third = resolve('One [^a].\nTwo [^a].\nThree [^d] and');
    const fourth = resolve('One [^a].\nTwo [^a].\nThree [^d] and [^a].');
    // Source a is cited only in the stable prefix until the last chunk.
    expect(third.citations[0].spans).toBe(second.citations[0].spans);
    expect(fourth.citations[0].spans).not.toBe(third.citations[0].spans);
    expect(fourth.citations[0].spans.map((s) => s.markerOffset)).toEqual([4, 10, 23]);
    expect(JSON.stringify(first.citations.map((c) => c.spans))).toBe(firstSpans);
  });

  it('resolves a text that rewrites the streamed prefix from scratch', () => {
    const shared = [...CITATIONS];
    resolveCitedText('One [^a] two.\n\nThree [^b]\n\nFour', shared, { streaming: true });
    const rewritten = resolveCitedText('Uno [^b] dos.\n\nThree [^a]\n\nFour more', shared, {
      streaming: true,
    });
    expect(rewritten).toEqual(
      resolveCitedText('Uno [^b] dos.\n\nThree [^a]\n\nFour more', [...CITATIONS], {
        streaming: true,
      }),
    );
    expect(rewritten.text).toBe('Uno  dos.\n\nThree \n\nFour more');
  });

  it('keeps the stable prefix before an open fence and an unpaired backtick', () => {
    expect(findStablePrefix('a\nb\n```\ncode [^a]\n')).toBe(4);
    expect(findStablePrefix('a\nb `c\nd\n')).toBe(2);
    expect(findStablePrefix('a\n`b` c\nd')).toBe(8);
    expect(findStablePrefix('no line break yet')).toBe(0);
  });
});
