import type { HighlightNode } from './markdown-highlighter';

/** Highlight spans nested deeper than this show their text unstyled (nested template strings). */
export const HIGHLIGHT_MAX_DEPTH = 16;

/**
 * The highlighted tree with every element at `maxDepth` holding its text only, built without
 * recursion: a grammar nests spans as deep as the code nests (`${`${…}`}`), and the template
 * that renders the tree recurses once per level.
 */
export function capHighlightDepth(
  nodes: readonly HighlightNode[],
  maxDepth = HIGHLIGHT_MAX_DEPTH,
): readonly HighlightNode[] {
  const out: HighlightNode[] = [];
  // Each entry: a source node, the list its copy goes into, and its depth.
  const stack: [HighlightNode, HighlightNode[], number][] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push([nodes[i], out, 1]);
  while (stack.length > 0) {
    const [node, into, depth] = stack.pop()!;
    if (node.type === 'text') {
      into.push(node);
      continue;
    }
    const children: HighlightNode[] = [];
    into.push({ ...node, children });
    if (depth >= maxDepth) {
      children.push({ type: 'text', value: textOf(node) });
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push([node.children[i], children, depth + 1]);
  }
  return out;
}

function textOf(node: HighlightNode): string {
  const parts: string[] = [];
  const stack: HighlightNode[] = [node];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.type === 'text') parts.push(next.value);
    else for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]);
  }
  return parts.join('');
}
