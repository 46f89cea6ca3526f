import fc from 'fast-check';
import type { CitationFormatOptions, CitedText } from 'ngx-ag-ui/core';
import { toDisplayDomain } from 'ngx-ag-ui/core';

/** One span as a reader sees it: its citation number, claimed text (`null`: none) and marker. */
export interface ClaimView {
  readonly index: number;
  readonly claim: string | null;
  readonly marker: number;
}

/** The claimed text and marker of every span, citation by citation, in span order. */
export function claims(cited: CitedText): ClaimView[] {
  return cited.citations.flatMap((citation) =>
    citation.spans.map((span) => ({
      index: citation.index,
      claim:
        span.claimStart === undefined ? null : cited.text.slice(span.claimStart, span.claimEnd),
      marker: span.markerOffset,
    })),
  );
}

/** The code-point offset of `needle` in `text` (of its end with `end: true`), as providers count. */
export function codePointOffset(text: string, needle: string, end = false): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`missing ${needle}`);
  return Array.from(text.slice(0, end ? at + needle.length : at)).length;
}

/** Asserts what an adapter gives for a payload it cannot read: no text, no citations, a schema violation. */
export function expectUnreadablePayload(cited: CitedText): void {
  expect(cited.text).toBe('');
  expect(cited.citations).toEqual([]);
  expect(cited.diagnostics?.[0].code).toBe('schema-violation');
}

/**
 * Asserts the invariants of any adapter output: a text, numbers 1..N, markers inside the text,
 * and a domain that is the link's own whenever there is a link (Gemini's redirect links aside).
 */
export function expectWellFormed(cited: CitedText): void {
  expect(typeof cited.text).toBe('string');
  expect(cited.citations.map((c) => c.index)).toEqual(cited.citations.map((_c, i) => i + 1));
  for (const span of cited.citations.flatMap((c) => c.spans)) {
    expect(span.markerOffset).toBeLessThanOrEqual(cited.text.length);
  }
  for (const citation of cited.citations) {
    const linkDomain = toDisplayDomain(citation.href);
    if (linkDomain !== null && linkDomain !== 'vertexaisearch.cloud.google.com')
      expect(citation.domain).toBe(linkDomain);
  }
}

/**
 * Property: for any payload (one of `payload`, or anything at all) and either streaming flag,
 * `adapter` does not throw and its result is well formed (`expectWellFormed`).
 */
export function expectWellFormedForAnyPayload<P>(
  adapter: (payload: P, options?: CitationFormatOptions) => CitedText,
  payload: fc.Arbitrary<unknown>,
): void {
  fc.assert(
    fc.property(fc.oneof(payload, fc.anything()), fc.boolean(), (value, streaming) => {
      expectWellFormed(adapter(value as P, { streaming }));
    }),
  );
}

/** Asserts that every final marker of a streamed result sits inside its text. */
export function expectFinalMarkersInText(cited: CitedText): void {
  for (const span of cited.citations.flatMap((c) => c.spans)) {
    if (span.status === 'final') expect(span.markerOffset).toBeLessThanOrEqual(cited.text.length);
  }
}

/**
 * Asserts that a payload folded from a whole event stream normalises, streaming or not, exactly as
 * the finished payload the provider returns.
 */
export function expectStreamedAsFinal<P>(
  adapter: (payload: P, options?: CitationFormatOptions) => CitedText,
  streamed: P,
  final: P,
): void {
  const expected = adapter(final);
  expect(adapter(streamed, { streaming: true })).toEqual(expected);
  expect(adapter(streamed)).toEqual(expected);
}

/** Freezes `value` and everything it holds, so that a test sees any mutation as a throw. */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Text pieces that mix ASCII, a trailing space, CJK, an accent, astral and ZWJ emoji. */
export const mixedToken = fc.constantFrom('a', 'tea ', '茶', '🍵', 'é', '👩‍💻', ' ', '。');

/** The number of code points in the joined tokens. */
export function codePoints(tokens: readonly string[]): number {
  return [...tokens.join('')].length;
}

/** A text of mixed tokens and a non-empty claim on token boundaries. */
export interface TokenClaim {
  readonly text: string;
  /** The claimed text. */
  readonly claim: string;
  /** Code-point offset of the claim start. */
  readonly start: number;
  /** Code-point offset of the claim end (exclusive). */
  readonly end: number;
}

/** Texts of 1–12 mixed tokens with a claim of whole tokens, offsets in code points. */
export const tokenClaim: fc.Arbitrary<TokenClaim> = fc
  .array(mixedToken, { minLength: 1, maxLength: 12 })
  .chain((tokens) =>
    fc
      .record({
        from: fc.nat(tokens.length - 1),
        length: fc.integer({ min: 1, max: tokens.length }),
      })
      .map(({ from, length }) => {
        const to = Math.min(tokens.length, from + length);
        return {
          text: tokens.join(''),
          claim: tokens.slice(from, to).join(''),
          start: codePoints(tokens.slice(0, from)),
          end: codePoints(tokens.slice(0, to)),
        };
      }),
  );
