import type { Nodes, Parent, Root, RootContent, Text } from 'mdast';

/** Elements nested deeper than this (each quote, list, list item, emphasis counts one) are text. */
export const MARKDOWN_MAX_DEPTH = 32;

/** Text nodes that stand for content cut off at the depth cap. */
const capped = new WeakSet<Nodes>();
const blockCapped = new WeakMap<RootContent, boolean>();

/**
 * Replaces the children of every node at `maxDepth` with one text node: their source as written
 * (or their text, for nodes without positions). Iterative, so the depth of the input never
 * becomes depth of the stack; the renderer's recursion is then bounded by `maxDepth`.
 *
 * @returns Whether anything was cut.
 */
export function capMarkdownDepth(
  root: Root,
  source: string,
  maxDepth = MARKDOWN_MAX_DEPTH,
): boolean {
  let cut = false;
  const stack: [Nodes, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!('children' in node) || node.children.length === 0) continue;
    // A table's rows and cells are bounded (two levels): its cells are where it is cut.
    if (depth < maxDepth || node.type === 'table' || node.type === 'tableRow') {
      for (const child of node.children as Nodes[]) stack.push([child, depth + 1]);
      continue;
    }
    cut = true;
    const parent = node as Parent;
    const first = parent.children[0].position?.start.offset;
    const last = parent.children[parent.children.length - 1].position?.end.offset;
    const value =
      first !== undefined && last !== undefined ? source.slice(first, last) : toPlainText(node);
    const text: Text = { type: 'text', value };
    if (first !== undefined && last !== undefined)
      text.position = { start: at(first), end: at(last) };
    capped.add(text);
    // A list holds items only: the text goes into one item, as it would be shown anyway.
    parent.children =
      node.type === 'list'
        ? [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [text] }] }]
        : isBlockContainer(node)
          ? [{ type: 'paragraph', children: [text] }]
          : [text];
  }
  return cut;
}

/** Whether a top-level block holds content cut off at the depth cap (remembered per block). */
export function isDepthCapped(block: RootContent): boolean {
  let found = blockCapped.get(block);
  if (found === undefined) {
    found = false;
    const stack: Nodes[] = [block];
    while (stack.length > 0 && !found) {
      const node = stack.pop()!;
      if (capped.has(node)) found = true;
      else if ('children' in node) for (const child of node.children as Nodes[]) stack.push(child);
    }
    blockCapped.set(block, found);
  }
  return found;
}

/** The text of a node and its descendants, without recursion. */
export function toPlainText(node: Nodes): string {
  const parts: string[] = [];
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if ('value' in next) parts.push(next.value);
    else if ('children' in next)
      for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as Nodes);
  }
  return parts.join('');
}

function isBlockContainer(node: Nodes): boolean {
  return (
    node.type === 'root' ||
    node.type === 'blockquote' ||
    node.type === 'listItem' ||
    node.type === 'footnoteDefinition'
  );
}

function at(offset: number) {
  return { line: 0, column: 0, offset };
}
