import fc from 'fast-check';
import {
  expectUnreadablePayload,
  expectWellFormedForAnyPayload,
} from '../adapter-spec.test-helpers';
import { fromPerplexityCompletion } from './from-perplexity-completion';
import type { PerplexityCompletion, PerplexitySearchResult } from './perplexity-completion';

const RUST = 'https://www.rust-lang.org/';
const BLOG = 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html';
const WIKI = 'https://en.wikipedia.org/wiki/Rust_(programming_language)';

function completion(
  content: string,
  citations?: readonly string[] | null,
  search_results?: readonly PerplexitySearchResult[],
): PerplexityCompletion {
  return {
    id: 'cmpl-1',
    model: 'sonar',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    ...(citations === undefined ? {} : { citations }),
    ...(search_results ? { search_results } : {}),
  };
}

function markers(content: string, citations: readonly string[], streaming = false) {
  const cited = fromPerplexityCompletion(completion(content, citations), { streaming });
  return {
    text: cited.text,
    marks: cited.citations.map((c) => [c.index, c.url, c.spans.map((s) => s.markerOffset)]),
  };
}

describe('fromPerplexityCompletion', () => {
  describe('rule 9: markers carried in the text', () => {
    it('removes in-range [n] markers and numbers sources by first appearance', () => {
      expect(markers('Rust 1.0 shipped in 2015.[2] It is fast.[1][3]', [RUST, BLOG, WIKI])).toEqual(
        {
          text: 'Rust 1.0 shipped in 2015. It is fast.',
          marks: [
            [1, BLOG, [25]],
            [2, RUST, [37]],
            [3, WIKI, [37]],
          ],
        },
      );
    });

    it.each<[string, string, string]>([
      ['out of range', 'See [4].', 'See [4].'],
      ['zero', 'Index [0] here.', 'Index [0] here.'],
      ['inside inline code', 'Use `arr[1]` here.', 'Use `arr[1]` here.'],
      ['inside fenced code', '```py\nx = a[2]\n```\n', '```py\nx = a[2]\n```\n'],
      ['not a plain number', 'Footnote [1a] and [ 1 ].', 'Footnote [1a] and [ 1 ].'],
    ])('keeps [n] %s literal when final', (_name, content, text) => {
      expect(fromPerplexityCompletion(completion(content, [RUST, BLOG])).text).toBe(text);
    });

    it('hides out-of-range markers while streaming and a half-typed one at the end', () => {
      expect(markers('Fast[5] and safe[1', [RUST], true).text).toBe('Fast and safe');
      expect(markers('Fast[', [RUST], true).text).toBe('Fast');
      expect(markers('Fast[1', [RUST], false).text).toBe('Fast[1');
      expect(markers('Safe.[1]', [RUST], true).marks).toEqual([[1, RUST, [5]]]);
    });

    it('reports out-of-range markers once final', () => {
      const cited = fromPerplexityCompletion(completion('See [9].', [RUST]));
      expect(cited.diagnostics).toEqual([expect.objectContaining({ code: 'unknown-marker' })]);
    });

    it('places markers after emoji and CJK in UTF-16', () => {
      const cited = fromPerplexityCompletion(completion('🦀 Rustは速い。[1]', [RUST]));
      expect(cited.text).toBe('🦀 Rustは速い。');
      expect(cited.citations[0].spans[0].markerOffset).toBe(cited.text.length);
    });
  });

  it('takes title, snippet and date from the search result with exactly the same URL', () => {
    const cited = fromPerplexityCompletion(
      completion(
        'Fast.[1]',
        [RUST],
        [
          {
            title: 'Other',
            url: 'https://www.rust-lang.org',
            snippet: 'no trailing slash: not the same string',
          },
          {
            title: 'Rust Programming Language',
            url: RUST,
            snippet: 'A language empowering everyone.',
            date: '2024-01-02',
            last_updated: '2025-03-04',
            source: 'web',
          },
        ],
      ),
    );
    expect(cited.citations[0]).toMatchObject({
      title: 'Rust Programming Language',
      snippet: 'A language empowering everyone.',
      publishedAt: '2024-01-02',
      extra: { lastUpdated: '2025-03-04' },
      domain: 'rust-lang.org',
      kind: 'web',
    });
  });

  it('uses search_results[].url as the list when citations is absent or empty', () => {
    for (const citations of [undefined, null, []]) {
      const cited = fromPerplexityCompletion(
        completion('A[2] B[1]', citations, [
          { title: 'Rust', url: RUST },
          { title: 'Manual', url: 's3://uploads/manual.pdf', source: 'attachment' },
        ]),
      );
      expect(cited.citations.map((c) => [c.index, c.displayTitle, c.kind, c.href])).toEqual([
        [1, 'Manual', 'document', null],
        [2, 'Rust', 'web', RUST],
      ]);
    }
  });

  it('merges duplicate URLs in citations into one source with all markers', () => {
    expect(markers('A[1] B[2] C[3]', [RUST, `${RUST}#x`, BLOG])).toEqual({
      text: 'A B C',
      marks: [
        [1, RUST, [1, 3]],
        [2, BLOG, [5]],
      ],
    });
  });

  it('lists sources never cited after the cited ones, in list order', () => {
    expect(markers('Only[3].', [RUST, BLOG, WIKI]).marks).toEqual([
      [1, WIKI, [4]],
      [2, RUST, []],
      [3, BLOG, []],
    ]);
  });

  it('keeps [n] literal for a citations slot that is not a URL string', () => {
    const cited = fromPerplexityCompletion(
      completion('A[1] B[2]', [RUST, 42 as unknown as string]),
    );
    expect(cited.text).toBe('A B[2]');
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'unknown-marker']);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    '/relative',
    's3://b/k',
  ])('never links %p', (url) => {
    expect(fromPerplexityCompletion(completion('A[1]', [url])).citations[0]).toMatchObject({
      url,
      href: null,
      domain: null,
    });
  });

  it('reads array content and an accumulated stream delta', () => {
    const parts: PerplexityCompletion = {
      choices: [
        {
          message: {
            content: [
              { type: 'text', text: 'A[1]' },
              { type: 'text', text: ' B' },
            ],
          },
        },
      ],
      citations: [RUST],
    };
    expect(fromPerplexityCompletion(parts).text).toBe('A B');
    const delta: PerplexityCompletion = {
      choices: [{ delta: { content: 'Streaming[1' } }],
      citations: [RUST],
    };
    expect(fromPerplexityCompletion(delta, { streaming: true }).text).toBe('Streaming');
  });

  it('reports a completion without text instead of throwing', () => {
    const cited = fromPerplexityCompletion({} as PerplexityCompletion);
    expectUnreadablePayload(cited);
    expect(fromPerplexityCompletion(null as unknown as PerplexityCompletion).citations).toEqual([]);
  });

  it('never throws on random payloads and numbers its sources 1..N', () => {
    expectWellFormedForAnyPayload(
      fromPerplexityCompletion,
      fc.record({
        choices: fc.array(
          fc.record({
            message: fc.record({
              content: fc.oneof(
                fc.string({ unit: fc.constantFrom('a', '[', ']', '1', '2', '`', '\\n', '🚀') }),
                fc.anything(),
              ),
            }),
          }),
        ),
        citations: fc.oneof(fc.array(fc.oneof(fc.webUrl(), fc.anything())), fc.anything()),
        search_results: fc.anything(),
      }),
    );
  });

  it('keeps [n] literal for a search result with no url and no title', () => {
    const cited = fromPerplexityCompletion(
      completion('A[1] B[2]', undefined, [
        { title: 'Rust', url: RUST },
        { snippet: 'orphan' } as unknown as PerplexitySearchResult,
      ]),
    );
    expect(cited.text).toBe('A B[2]');
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['Rust']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'unknown-marker']);
  });
});
