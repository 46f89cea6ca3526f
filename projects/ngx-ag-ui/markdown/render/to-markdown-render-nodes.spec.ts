import type { Root } from 'mdast';

import { DEFAULT_MARKDOWN_OPTIONS } from '../options/markdown-options';
import { parseGfmMarkdown } from '../parse/markdown-document';
import type { MarkdownElement, MarkdownRenderNode } from './markdown-render-node';
import { toMarkdownRenderNodes, type RenderContext } from './to-markdown-render-nodes';

const context = (streaming: boolean): RenderContext => ({
  markers: [],
  cuts: [],
  limit: Infinity,
  options: DEFAULT_MARKDOWN_OPTIONS,
  definitions: new Map(),
  footnotes: new Set(),
  streaming,
});

function texts(nodes: readonly MarkdownRenderNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text' ? node.value : node.kind === 'element' ? texts(node.children) : '',
    )
    .join('');
}

describe('toMarkdownRenderNodes', () => {
  it('hides a streaming `[^label]` whose label holds no `[`: `[^[^a]` keeps its first `[^`', () => {
    const root: Root = parseGfmMarkdown('x [^[^a] y');
    const nodes = toMarkdownRenderNodes(root.children[0], context(true));
    expect(texts(nodes)).toBe('x [^ y');
  });

  it('aligns each cell by its column', () => {
    const root = parseGfmMarkdown('| a | b | c |\n|:-|:-:|-:|\n| 1 | 2 | 3 |');
    const table = toMarkdownRenderNodes(root.children[0], context(false))[0] as MarkdownElement;
    const body = table.children[1] as MarkdownElement;
    const row = body.children[0] as MarkdownElement;
    expect(row.children.map((cell) => (cell as MarkdownElement).align)).toEqual([
      'left',
      'center',
      'right',
    ]);
  });
});
