import type { Root } from 'mdast';

import { LONG_PARAGRAPHS, STREAMED_ANSWERS } from '../markdown-fixtures.test-helpers';
import { type MarkdownBlock, MarkdownDocument, parseGfmMarkdown } from './markdown-document';
import { StableParagraphCut } from './stable-paragraph-cut';

/**
 * Blocks as data, offsets only (lines and columns are not kept once blocks are shifted), and the
 * repair's limit only for the last block (the one it applies to).
 */
const offsetsOnly = (blocks: readonly MarkdownBlock[]): unknown =>
  strip(blocks.map((block, i) => (i === blocks.length - 1 ? block : { ...block, limit: 0 })));
const strip = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, x: unknown) =>
      key === 'line' || key === 'column' ? undefined : x,
    ),
  );

/** The text in chunks of `size` characters (code points kept whole). */
function chunked(text: string, size: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = size; i < chars.length + size; i += size) out.push(chars.slice(0, i).join(''));
  return out;
}

const TEXTS = [...STREAMED_ANSWERS, ...LONG_PARAGRAPHS];

describe('MarkdownDocument with a stable paragraph cut', () => {
  for (const size of [1, 3, 17]) {
    it(`gives after every chunk of ${size} the blocks of a parse from scratch`, () => {
      const problems: string[] = [];
      for (const text of TEXTS) {
        const doc = new MarkdownDocument();
        for (const prefix of chunked(text, size)) {
          const got = offsetsOnly(doc.update(prefix, true));
          const want = offsetsOnly(new MarkdownDocument().update(prefix, true));
          if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(JSON.stringify(prefix));
        }
        expect(offsetsOnly(doc.update(text, false))).toEqual(
          offsetsOnly(new MarkdownDocument().update(text, false)),
        );
      }
      expect(problems.slice(0, 3)).toEqual([]);
    }, 60_000);
  }

  for (const [kind, word] of [
    ['plain', (i: number) => `word${i % 7 === 0 ? '.' : ''}`],
    [
      'marked-up',
      (i: number) => [`word`, '**bold**', '`code`', '[a](https://a.dev)', 'x_y', '2 * 3'][i % 6],
    ],
  ] as const) {
    it(`parses a bounded number of characters per chunk of a long ${kind} paragraph`, () => {
      const parsed: number[] = [];
      const doc = new MarkdownDocument((source): Root => {
        parsed.push(source.length);
        return parseGfmMarkdown(source);
      });
      let text = 'Intro.\n\nThe answer';
      for (let i = 0; i < 3000; i++) {
        text += ` ${word(i)}`;
        parsed.length = 0;
        doc.update(text, true);
        expect(Math.max(...parsed)).toBeLessThan(200);
      }
      expect(text.length).toBeGreaterThan(15_000);
    });
  }

  it('ends a stream without parsing again when its end needed no repair, else parses its end', () => {
    const sources: string[] = [];
    const doc = new MarkdownDocument((source): Root => {
      sources.push(source);
      return parseGfmMarkdown(source);
    });
    const text = `# Title\n\n${LONG_PARAGRAPHS[0]}`;
    for (const prefix of chunked(text, 5)) doc.update(prefix, true);
    sources.length = 0;
    expect(offsetsOnly(doc.update(text, false))).toEqual(
      offsetsOnly(new MarkdownDocument().update(text, false)),
    );
    expect(sources).toEqual([]);
    const open = `${text} and **bold`;
    doc.update(open, true);
    sources.length = 0;
    // Its end was repaired: the final update parses the end again, unrepaired, not the answer.
    expect(offsetsOnly(doc.update(open, false))).toEqual(
      offsetsOnly(new MarkdownDocument().update(open, false)),
    );
    expect(sources).toHaveLength(1);
    expect(open.endsWith(sources[0])).toBe(true);
    expect(sources[0].length).toBeLessThan(open.length / 2);
  });

  it('parses the whole paragraph again once a line ending may change what it is', () => {
    const doc = new MarkdownDocument();
    const line = 'A title written as a paragraph of several plain words';
    doc.update(line, true);
    expect(doc.update(`${line}\n==`, true).map((block) => block.node.type)).toEqual(['heading']);
  });
});

describe('StableParagraphCut', () => {
  it('cuts after a space before a letter, leaving the last word after the cut', () => {
    const cut = new StableParagraphCut();
    expect(cut.find('one two three', 0)).toBe(4);
    expect(cut.find('one two three four', 0)).toBe(8);
    expect(cut.find('one two three four ', 0)).toBe(14);
    expect(new StableParagraphCut().find('one two *three four', 0)).toBe(4);
  });

  it('cuts across lines, but not once a line may be an underline or a delimiter row', () => {
    expect(new StableParagraphCut().find('one two\nthree four five', 0)).toBe(14);
    expect(new StableParagraphCut().find('one two three\n--', 0)).toBe(-1);
    expect(new StableParagraphCut().find('one two | three\n|:-|--|\nfour five six', 0)).toBe(-1);
    expect(new StableParagraphCut().find('one two three\n- four five six', 0)).toBe(21);
  });

  it('has no cut in a paragraph that starts with no letter', () => {
    expect(new StableParagraphCut().find('1 two three four', 0)).toBe(-1);
  });
});
