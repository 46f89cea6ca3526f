import { findCodeRanges } from './find-code-ranges';

function code(text: string): string[] {
  return findCodeRanges(text).map((range) => text.slice(range.start, range.end));
}

describe('findCodeRanges', () => {
  it.each<[string, string, string[]]>([
    ['inline spans', 'a `b` c `d`', ['`b`', '`d`']],
    ['a span closes only on a run of the same length', 'a ``b ` c`` d', ['``b ` c``']],
    ['an unmatched run is literal', 'a ``b` c`', ['` c`']],
    ['backtick fences', 'x\n```ts\ncode\n```\ny', ['```ts\ncode\n```']],
    ['tilde fences, closed by a longer fence', '~~~\na\n~~~~\nb', ['~~~\na\n~~~~']],
    ['a fence is not closed by the other character', '```\na\n~~~\nb', ['```\na\n~~~\nb']],
    ['an unclosed fence runs to the end', 'x\n```\ncode', ['```\ncode']],
    ['fences indented by up to 3 spaces', '   ```\na\n   ```', ['   ```\na\n   ```']],
    ['a backtick fence info string may not hold backticks', '```a`b\n`c', ['`b\n`']],
    ['inline code after a fence', '```\na\n```\n`b`', ['```\na\n```', '`b`']],
    ['CRLF line ends', '```\r\na\r\n```\r\nb', ['```\r\na\r\n```\r']],
  ])('finds %s', (_name, text, expected) => {
    expect(code(text)).toEqual(expected);
  });
});
