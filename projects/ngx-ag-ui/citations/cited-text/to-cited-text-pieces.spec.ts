import fc from 'fast-check';
import type { CitationSpan } from 'ngx-ag-ui/core';

import { aCitation } from '../citation-fixtures.test-helpers';
import { type CitedTextMarker, toCitedTextPieces } from './to-cited-text-pieces';

const at = (markerOffset: number, status: CitationSpan['status'] = 'final'): CitationSpan => ({
  markerOffset,
  status,
});

describe('toCitedTextPieces', () => {
  it('splits the text at markers and claim boundaries', () => {
    const text = 'Alpha beta. Gamma.';
    const pieces = toCitedTextPieces({
      text,
      citations: [
        aCitation({
          id: 'a',
          index: 1,
          spans: [{ markerOffset: 11, claimStart: 6, claimEnd: 11, status: 'final' }],
        }),
      ],
    });
    expect(
      pieces.map((piece) => (piece.kind === 'text' ? piece.text : `[${piece.citation.index}]`)),
    ).toEqual(['Alpha ', 'beta.', '[1]', ' Gamma.']);
  });

  it('merges two spans of one citation at one offset into one marker with both claims', () => {
    const pieces = toCitedTextPieces({
      text: 'abcdef',
      citations: [
        aCitation({
          id: 'a',
          index: 1,
          spans: [
            { markerOffset: 6, claimStart: 0, claimEnd: 2, status: 'final' },
            { markerOffset: 6, claimStart: 3, claimEnd: 6, status: 'final' },
          ],
        }),
      ],
    });
    const markers = pieces.filter((piece): piece is CitedTextMarker => piece.kind === 'marker');
    expect(markers).toHaveLength(1);
    expect(markers[0].claims).toEqual([
      [0, 2],
      [3, 6],
    ]);
  });

  it('numbers the occurrences of a citation in text order', () => {
    const pieces = toCitedTextPieces({
      text: 'one two three',
      citations: [aCitation({ id: 'a', index: 1, spans: [at(3), at(7), at(13)] })],
    });
    const markers = pieces.filter((piece): piece is CitedTextMarker => piece.kind === 'marker');
    expect(markers.map((marker) => [marker.offset, marker.occurrence])).toEqual([
      [3, 1],
      [7, 2],
      [13, 3],
    ]);
  });

  it('skips pending and invalid offsets, clamps past-the-end ones and never splits a surrogate pair', () => {
    const text = 'a😀b';
    const pieces = toCitedTextPieces({
      text,
      citations: [
        aCitation({ id: 'pending', index: 1, spans: [at(1, 'pending')] }),
        aCitation({ id: 'invalid', index: 2, spans: [at(-1), at(1.5), at(Number.NaN)] }),
        aCitation({ id: 'split', index: 3, spans: [at(2)] }),
        aCitation({ id: 'beyond', index: 4, spans: [at(99)] }),
      ],
    });
    const markers = pieces.filter((piece): piece is CitedTextMarker => piece.kind === 'marker');
    expect(markers.map((marker) => [marker.citation.id, marker.offset])).toEqual([
      ['split', 3],
      ['beyond', 4],
    ]);
  });

  it('keeps the text whole and markers ascending for any spans', () => {
    const citationArb = fc.array(
      fc.record({
        markerOffset: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double()),
        claimStart: fc.option(fc.integer({ min: -2, max: 40 }), { nil: undefined }),
        claimEnd: fc.option(fc.integer({ min: -2, max: 40 }), { nil: undefined }),
        status: fc.constantFrom<'final' | 'pending'>('final', 'pending'),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.array(citationArb, { maxLength: 5 }),
        (text, spans) => {
          const citations = spans.map((list, i) =>
            aCitation({ id: `c${i}`, index: i + 1, spans: list }),
          );
          const pieces = toCitedTextPieces({ text, citations });
          const runs = pieces.filter((piece) => piece.kind === 'text');
          expect(runs.map((run) => run.text).join('')).toBe(text);
          const markers = pieces.filter(
            (piece): piece is CitedTextMarker => piece.kind === 'marker',
          );
          for (let i = 1; i < markers.length; i++) {
            const [a, b] = [markers[i - 1], markers[i]];
            expect(
              a.offset < b.offset || (a.offset === b.offset && a.citation.index < b.citation.index),
            ).toBe(true);
          }
          for (const marker of markers) {
            const code = text.charCodeAt(marker.offset);
            expect(code >= 0xdc00 && code <= 0xdfff).toBe(false);
          }
          expect(new Set(pieces.map((piece) => piece.key)).size).toBe(pieces.length);
        },
      ),
    );
  });
});

describe('toCitedTextPieces with friendly anchors', () => {
  const text = 'Ask Jane Doe or Kenji.';
  const jane = aCitation({ id: 'jane', index: 1, label: 'Jane Doe', spans: [at(12)] });
  const kenji = aCitation({ id: 'kenji', index: 2, label: 'Kenji Sato', spans: [at(21)] });
  const rendered = (pieces: ReturnType<typeof toCitedTextPieces>) =>
    pieces
      .map((piece) =>
        piece.kind === 'text' ? piece.text : `<${piece.citation.label ?? piece.citation.id}>`,
      )
      .join('');

  it('moves a label written right before its marker into the marker', () => {
    const pieces = toCitedTextPieces({ text, citations: [jane, kenji] }, { friendlyAnchors: true });
    expect(rendered(pieces)).toBe('Ask <Jane Doe> or Kenji<Kenji Sato>.');
    const marker = pieces.find((piece): piece is CitedTextMarker => piece.kind === 'marker')!;
    expect(marker.anchorStart).toBe(4);
  });

  it('keeps the text when friendly anchors are off', () => {
    expect(rendered(toCitedTextPieces({ text, citations: [jane] }))).toBe(
      'Ask Jane Doe<Jane Doe> or Kenji.',
    );
  });

  it('never takes a label across another marker', () => {
    const other = aCitation({ id: 'other', index: 2, spans: [at(8)] });
    const pieces = toCitedTextPieces({ text, citations: [jane, other] }, { friendlyAnchors: true });
    expect(rendered(pieces)).toBe('Ask Jane<other> Doe<Jane Doe> or Kenji.');
  });
});
