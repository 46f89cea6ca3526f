import { MarkdownDocument, parseGfmMarkdown } from './markdown-document';
import {
  chunksOf,
  LONG_ANSWERS,
  mostParsedPerChunk,
  offsetsOnly,
} from './streaming-work.test-helpers';

/** Mixed answers for the block-by-block comparison with a parse from scratch. */
const MIXED = [
  '- one *a*\n- two `b`\n\n- three [c](https://c.dev)\n  more of three\n\n  a second paragraph\n- four\n  - nested\n- [ ] task\n\nAfter.',
  '* star\n* star two\n- dash starts a new list\n- dash two\n\n1. one\n2. two\n3) paren list\n',
  '> quote one\n> still one\n>\n> quote two with **bold**\n> - a list in it\n> - more\n\nlazy\n> again\nlazy line\n\nDone.',
  '| a | b |\n|---|:-:|\n| 1 | 2 |\n| 3 |\n| 4 | 5 | 6 |\n| `x|y` | **z** |\n> ends it\n',
  '```js\nconst a = 1;\n`${a}`\n``not a closer\n```\n\n~~~\ntilde\n~~~\nafter',
  '```py\r\nx = 1\r\ny = 2\r\n```\r\n',
  'A paragraph of\nseveral lines that goes on\nfor a while *with\nemphasis* across lines\nand ends here\n- then a list\n\nAnother one\nbecomes a heading\n===\n\nAnd a header row | b\n--- | ---\nc | d',
  'Text with [ref] and [other][ref] and ![img][pic] and a note[^n].\n\n- item [ref]\n\n[ref]: https://r.dev "R"\n[pic]: https://p.dev/p.png\n[^n]: https://n.dev',
  '- a [b\n- c\n- d\n\ne]',
];

describe('MarkdownDocument streaming every block kind', () => {
  for (const [kind, make] of Object.entries(LONG_ANSWERS)) {
    it(`parses a bounded number of characters per chunk of a long ${kind}, however long it is`, () => {
      const short = mostParsedPerChunk(make(200));
      const long = mostParsedPerChunk(make(2000));
      expect(make(2000).length).toBeGreaterThan(30_000);
      expect(long).toBeLessThan(2_500);
      expect(long).toBeLessThan(short * 1.5 + 200);
    });
  }

  const long = Object.values(LONG_ANSWERS).map((make) => make(40));
  for (const [size, texts] of [
    [1, MIXED],
    [5, MIXED],
    [7, long],
    [50, long],
  ] as const) {
    it(`gives after every chunk of ${size} the blocks of a parse from scratch`, () => {
      const problems: string[] = [];
      for (const text of texts) {
        const doc = new MarkdownDocument();
        for (const prefix of chunksOf(text, size)) {
          const got = offsetsOnly(doc.update(prefix, true));
          if (got !== offsetsOnly(new MarkdownDocument().update(prefix, true)))
            problems.push(JSON.stringify(prefix.slice(-40)));
        }
        expect(offsetsOnly(doc.update(text, false))).toBe(
          offsetsOnly(new MarkdownDocument().update(text, false)),
        );
      }
      expect(problems.slice(0, 3)).toEqual([]);
    }, 120_000);
  }

  it('parses again only the blocks that reference a definition when it arrives', () => {
    const sources: string[] = [];
    const doc = new MarkdownDocument((source) => {
      sources.push(source);
      return parseGfmMarkdown(source);
    });
    const start = 'See [a] here.\n\nSee [b] there.\n\nPlain.\n\n';
    const before = doc.update(start, true);
    sources.length = 0;
    const after = doc.update(`${start}[b]: https://b.dev\n`, true);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1].node.type === 'paragraph' && after[1].node.children[1].type).toBe(
      'linkReference',
    );
    expect(sources.some((source) => source.startsWith('See [b]'))).toBe(true);
    expect(sources.some((source) => source.startsWith('See [a]'))).toBe(false);
  });
});
