import type { Nodes, Parent, PhrasingContent, Root, Text } from 'mdast';

/** What GFM lets stand before a `www.` autolink literal (besides a line start). */
const WWW_MAY_FOLLOW = /[\s*_~(]/;

/**
 * The links a parse added after tokenizing (GFM autolink literals found in text by
 * `mdast-util-gfm-autolink-literal`): the only nodes without positions. Read before positions
 * are filled in.
 */
export function toLiteralLinks(root: Root): Set<Nodes> {
  const found = new Set<Nodes>();
  const walk = (node: Nodes) => {
    if (node.type === 'link' && !node.position) found.add(node);
    if ('children' in node) (node.children as Nodes[]).forEach(walk);
  };
  walk(root);
  return found;
}

/**
 * Turns back into text each `www.` literal that GFM does not allow where it stands: one only
 * follows a line start, a blank, or `*`, `_`, `~`, `(` (so `<www.example.org>` stays text).
 * The text around it joins into one node, as a parse without the link gives it.
 */
export function unlinkDisallowedWww(root: Root, source: string, literal: ReadonlySet<Nodes>): void {
  if (literal.size === 0) return;
  const walk = (parent: Parent) => {
    const children = parent.children as Nodes[];
    let changed = false;
    children.forEach((child, i) => {
      if (!literal.has(child) || child.type !== 'link') return;
      const start = child.position?.start.offset ?? 0;
      const text = child.children.map((node) => ('value' in node ? node.value : '')).join('');
      if (!/^www\./i.test(text) || start === 0 || WWW_MAY_FOLLOW.test(source[start - 1])) return;
      children[i] = { type: 'text', value: text, position: child.position } satisfies Text;
      changed = true;
    });
    if (changed) parent.children = joinTexts(children) as typeof parent.children;
    for (const child of parent.children) if ('children' in child) walk(child as Parent);
  };
  walk(root);
}

function joinTexts(nodes: readonly Nodes[]): Nodes[] {
  const out: Nodes[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (last?.type === 'text' && node.type === 'text') {
      out[out.length - 1] = {
        type: 'text',
        value: last.value + node.value,
        position: { start: last.position!.start, end: node.position!.end },
      } satisfies PhrasingContent;
    } else out.push(node);
  }
  return out;
}
