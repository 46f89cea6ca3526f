import { TestBed } from '@angular/core/testing';

import { renderMarkdown } from '../markdown-fixtures.test-helpers';
import { capHighlightDepth, HIGHLIGHT_MAX_DEPTH } from './cap-highlight-depth';
import type { HighlightNode } from './markdown-highlighter';
import { withSyntaxHighlighting, type LowlightModule } from './with-syntax-highlighting';

/** Spans nested `depth` deep around `text`, as a grammar makes of nested template strings. */
function nested(depth: number, text: string): HighlightNode {
  let node: HighlightNode = { type: 'text', value: text };
  for (let i = 0; i < depth; i++)
    node = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['hljs-subst'] },
      children: [node],
    };
  return node;
}

function depthOf(nodes: readonly HighlightNode[]): number {
  let max = 0;
  const stack: [HighlightNode, number][] = nodes.map((node) => [node, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    max = Math.max(max, depth);
    if (node.type === 'element') for (const child of node.children) stack.push([child, depth + 1]);
  }
  return max;
}

describe('capHighlightDepth', () => {
  it('keeps a shallow tree as it is and cuts a deep one to its text at the cap', () => {
    const shallow = [nested(3, 'x')];
    expect(capHighlightDepth(shallow)).toEqual(shallow);
    const capped = capHighlightDepth([{ type: 'text', value: 'a' }, nested(10_000, 'deep')]);
    expect(depthOf(capped)).toBe(HIGHLIGHT_MAX_DEPTH + 1);
    expect(JSON.stringify(capped)).toContain('"value":"deep"');
  });

  it('renders a highlighter tree 10,000 spans deep as code', async () => {
    const module: LowlightModule<null> = {
      common: {},
      createLowlight: () => ({
        registered: () => true,
        highlight: (_language, code) => ({ children: [nested(10_000, code)] }),
      }),
    };
    TestBed.configureTestingModule({
      providers: [withSyntaxHighlighting(() => Promise.resolve(module))],
    });
    const { element, fixture } = await renderMarkdown({
      text: '```js\nconst x = 1;\n```',
      citations: [],
    });
    await fixture.whenStable();
    expect(element.querySelector('pre code span.hljs-subst')).not.toBeNull();
    expect(element.querySelector('pre code')?.textContent).toBe('const x = 1;');
  });
});
