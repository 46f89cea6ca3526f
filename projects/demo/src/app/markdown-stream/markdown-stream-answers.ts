/**
 * Long answers of one block kind each, for the streaming page: the kinds whose last block used to
 * be parsed again whole on every chunk (lists, tables, code, quotes, many paragraphs, link
 * definitions),
 * task lists with nested ordered steps and an ordered list that starts at 3,
 * and a GitHub-flavoured sample whose tables, line endings, autolinks and footnotes follow GFM.
 */
export const MARKDOWN_STREAM_ANSWERS: Readonly<Record<string, () => string>> = {
  list: () => lines(2_000, (i) => `- item ${i}: a point about streaming answers, with *emphasis*`),
  tasks: () =>
    lines(2_000, (i) =>
      i % 25 === 0
        ? `- [x] task ${i}: done, with a step of its own\n  1. step ${i} ran *once*`
        : `- [ ] task ${i}: still open, with **bold** words`,
    ),
  steps: () => lines(2_000, (i) => `${i + 2}. step ${i}: run \`cmd ${i}\` and check the output`),
  table: () =>
    '| # | what | why |\n| --- | --- | --- |\n' +
    lines(2_000, (i) => `| ${i} | row ${i} of the table | because ${i} |`),
  code: () => '```ts\n' + lines(3_000, (i) => `const value${i} = compute(${i}); // line ${i}`),
  paragraphs: () => blocks(3_000, (i) => `Paragraph ${i} says one short thing.`),
  quotes: () => lines(2_000, (i) => `> Quoted paragraph ${i} with *a few* words.\n>`),
  definitions: () =>
    blocks(800, (i) => `See [source ${i}][s${i}].\n\n[s${i}]: https://example.com/doc/${i}`),
  gfm: () =>
    [
      '| a | b | c |',
      '| --- | --- | --- |',
      '| one |',
      '| 1 | 2 | 3 | 4 | 5 |',
      '',
      '```js\r\nconst a = 1;\r\nconst b = 2;\r\n```',
      '',
      'Angle brackets: <www.example.org> stay text, while www.example.com is a link.',
      '',
      'A claim with a note.[^note]',
      '',
      '[^note]: The note explains the claim in prose of its own.',
    ].join('\n'),
};

function lines(count: number, line: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => line(i + 1)).join('\n') + '\n';
}

function blocks(count: number, block: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => block(i + 1)).join('\n\n') + '\n';
}
