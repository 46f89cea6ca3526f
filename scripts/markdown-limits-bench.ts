/*
 * `npx tsx scripts/markdown-limits-bench.ts`: CPU time of parsing and converting hostile and
 * ordinary answers of about 1 MB with `<agui-markdown>`'s budget (MARKDOWN_BUDGET), the numbers
 * docs/markdown-limits.md chose it by. CPU time (not wall time), so a busy machine reads about
 * the same; each case runs 3 times and the fastest counts.
 *
 *   npx tsx scripts/markdown-limits-bench.ts            # every case
 *   npx tsx scripts/markdown-limits-bench.ts prose,links
 */
import { DEFAULT_MARKDOWN_OPTIONS } from '../projects/ngx-ag-ui/markdown/options/markdown-options';
import { MarkdownDocument } from '../projects/ngx-ag-ui/markdown/parse/markdown-document';
import { toMarkdownRenderNodes } from '../projects/ngx-ag-ui/markdown/render/to-markdown-render-nodes';

const MB = 1_000_000;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
const paragraph =
  'Some **bold** text with a [link](https://example.com) and `code`, *emphasis*, ' +
  'www.example.com and more words here.\n\n';

const CASES: Record<string, () => string> = {
  prose: () => fill(paragraph),
  quotes: () => fill('>'),
  lists: () => fill('- ') + 'x',
  emphasis: () => fill('*a ') + fill(' b*'),
  links: () => fill('[') + 'a' + fill('](x)'),
  footnotes: () => fill('[^'),
  flatEmphasis: () => fill('*a* '),
  flatLinks: () => fill('[a](x) '),
  autolinks: () => fill('www.a.com '),
  emails: () => fill('a@b.co '),
  table: () => '| a | b |\n|---|---|\n' + fill('| *x* | [y](z) |\n'),
  wideTable: () => {
    const n = MB / 12;
    return `|${' a |'.repeat(n)}\n|${'-|'.repeat(n)}\n|${' b |'.repeat(n)}\n`;
  },
  inlineAtBudget: () => fill('*a* '.repeat(128) + '\n\n'),
  nestedAtBudget: () => fill('> '.repeat(31) + '- *a [b](c)*\n'),
};

const only = process.argv[2]?.split(',');
for (const [name, make] of Object.entries(CASES)) {
  if (only && !only.includes(name)) continue;
  const text = make();
  let best = Infinity;
  let limit = '';
  for (let run = 0; run < 3; run++) {
    const started = process.cpuUsage();
    const document = new MarkdownDocument();
    const blocks = document.update(text, false);
    for (const block of blocks) {
      toMarkdownRenderNodes(block.node, {
        markers: [],
        cuts: [],
        limit: block.limit,
        options: DEFAULT_MARKDOWN_OPTIONS,
        definitions: document.definitions,
        footnotes: document.footnotes,
        streaming: false,
      });
    }
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
    limit = document.limit ? `${document.limit.reason} at ${document.limit.at}` : 'none';
  }
  console.log(
    `${name.padEnd(16)} ${(text.length / 1000).toFixed(0).padStart(5)} kB  ${best.toFixed(0).padStart(5)} ms  limit: ${limit}`,
  );
}
