import type { FootnoteDefinition, Nodes, RootContent, Table } from 'mdast';
import type { CitedTextMarker } from 'ngx-ag-ui/citations';

import type { MarkdownOptions } from '../options/markdown-options';
import { toSafeUrl } from '../options/to-safe-url';
import type { MarkdownDefinition } from '../parse/markdown-document';
import type { MarkdownItemCache } from './markdown-item-cache';
import type {
  MarkdownElement,
  MarkdownMarker,
  MarkdownRenderNode,
  MarkdownTag,
} from './markdown-render-node';

/** What the conversion of one block needs. */
export interface RenderContext {
  /** Markers of the block, in offset order. */
  readonly markers: readonly CitedTextMarker[];
  /** Claim starts and ends, where text runs are cut. */
  readonly cuts: readonly number[];
  readonly limit: number;
  readonly options: MarkdownOptions;
  readonly definitions: ReadonlyMap<string, MarkdownDefinition>;
  /** Footnote labels that are citations: their references render as markers only. */
  readonly footnotes: ReadonlySet<string>;
  /** Whether `[^label]` text is held back (a footnote whose definition may still come). */
  readonly streaming: boolean;
  /** List items and table rows made before, reused when unchanged (one cache per view). */
  readonly items?: MarkdownItemCache;
}

const ATOMIC = new Set([
  'inlineCode',
  'image',
  'imageReference',
  'html',
  'footnoteReference',
  'break',
  'link',
  'linkReference',
]);

/**
 * Converts one top-level block into render nodes. Markers land at their offsets in text; one
 * inside inline code, a code block, a link or an image goes right after that node.
 */
export function toMarkdownRenderNodes(node: RootContent, ctx: RenderContext): MarkdownRenderNode[] {
  return convert(node, ctx.markers, ctx, false);
}

const start = (node: Nodes) => node.position?.start.offset ?? 0;
const end = (node: Nodes) => node.position?.end.offset ?? 0;
const toMarker = (marker: CitedTextMarker): MarkdownMarker => ({
  kind: 'marker',
  key: marker.key,
  marker,
});

function convert(
  node: Nodes,
  markers: readonly CitedTextMarker[],
  ctx: RenderContext,
  tight: boolean,
): MarkdownRenderNode[] {
  const s = start(node);
  const e = end(node);
  const key = `${node.type}${s}`;
  const el = (
    tag: MarkdownTag,
    extra: Partial<MarkdownElement> = {},
    children?: MarkdownRenderNode[],
  ): MarkdownElement => ({
    kind: 'element',
    key,
    tag,
    start: s,
    end: e,
    children: children ?? convertChildren(node, markers, ctx, false),
    ...extra,
  });
  const after = markers.map(toMarker);
  switch (node.type) {
    case 'text':
      return splitText(node.value, s, e, markers, ctx);
    case 'paragraph':
      return [el(tight ? 'frag' : 'p')];
    case 'heading':
      return [el(`h${node.depth}` as MarkdownTag)];
    case 'blockquote': {
      // Each child of a quote is a part of its own, made again only when what it shows changed
      // (as list items are): a chunk streamed into a long quote converts and checks its last part.
      const { owned, gaps, tailGap } = toOwners(node, markers);
      const parts = node.children.map((child, i) =>
        reuseItem(child, owned[i], ctx, 'part', () => ({
          kind: 'element',
          key: `part${start(child)}`,
          tag: 'frag',
          start: start(child),
          end: end(child),
          children: [...gaps[i].map(toMarker), ...convert(child, owned[i], ctx, false)],
        })),
      );
      return [el('blockquote', {}, [...parts, ...tailGap.map(toMarker)])];
    }
    case 'list': {
      const loose = node.spread === true || node.children.some((item) => item.spread === true);
      const children = convertChildrenWith(node, markers, ctx, !loose);
      return [
        el(
          node.ordered ? 'ol' : 'ul',
          node.ordered && node.start != null && node.start !== 1 ? { first: node.start } : {},
          children,
        ),
      ];
    }
    case 'listItem':
      return [
        reuseItem(node, markers, ctx, tight ? 'tight' : 'loose', () => {
          const children = convertChildrenWith(node, markers, ctx, tight);
          if (typeof node.checked === 'boolean') {
            // A space between the box and the item's text, as GFM renders a task list item.
            children.unshift(
              {
                kind: 'element',
                key: `x${s}`,
                tag: 'checkbox',
                start: s,
                end: s,
                children: [],
                checked: node.checked,
              },
              { kind: 'text', key: `xs${s}`, value: ' ', start: s, end: s },
            );
          }
          return el('li', {}, children);
        }),
      ];
    case 'thematicBreak':
      return [el('hr', {}, []), ...after];
    case 'code':
      return [
        {
          kind: 'code',
          key,
          lang: node.lang ?? null,
          // The parser keeps CR LF inside code; GFM (and the Copy button) want LF.
          value: node.value.includes('\r') ? node.value.replace(/\r\n?/g, '\n') : node.value,
          start: s,
          end: e,
          markers: after,
        },
      ];
    case 'html':
      return [
        el('raw', {}, [{ kind: 'text', key: `t${s}`, value: node.value, start: s, end: e }]),
        ...after,
      ];
    case 'table':
      return [toTable(node, markers, ctx)];
    case 'emphasis':
      return [el('em')];
    case 'strong':
      return [el('strong')];
    case 'delete':
      return [el('del')];
    case 'inlineCode':
      return [
        el('code', {}, [{ kind: 'text', key: `t${s}`, value: node.value, start: s, end: e }]),
        ...after,
      ];
    case 'break':
      return [el('br', {}, []), ...after];
    case 'link':
    case 'linkReference': {
      const target =
        node.type === 'link'
          ? { url: node.url, title: node.title ?? null }
          : ctx.definitions.get(node.identifier);
      const url = target ? toSafeUrl(target.url, 'link', ctx.options) : null;
      const children = convertChildren(node, [], ctx, tight);
      return [
        url === null
          ? el('frag', {}, children)
          : el('a', { url, title: target?.title ?? null }, children),
        ...after,
      ];
    }
    case 'image':
    case 'imageReference': {
      const target =
        node.type === 'image'
          ? { url: node.url, title: node.title ?? null }
          : ctx.definitions.get(node.identifier);
      const url = target ? toSafeUrl(target.url, 'image', ctx.options) : null;
      const alt = node.alt ?? '';
      const shown: MarkdownRenderNode =
        url === null
          ? { kind: 'text', key: `t${s}`, value: alt, start: s, end: e }
          : el('img', { url, alt, title: target?.title ?? null }, []);
      return [shown, ...after];
    }
    case 'footnoteReference':
      return ctx.footnotes.has(node.identifier)
        ? after
        : [
            {
              kind: 'text',
              key: `t${s}`,
              value: `[^${node.label ?? node.identifier}]`,
              start: s,
              end: e,
            },
            ...after,
          ];
    case 'definition':
      return after.length > 0 ? [el('p', {}, after)] : [];
    case 'footnoteDefinition':
      // A citation's definition is listed by <agui-sources>; any other note shows where it is.
      return ctx.footnotes.has(node.identifier)
        ? after.length > 0
          ? [el('p', {}, after)]
          : []
        : toFootnoteNote(node, markers, ctx);
    default:
      return 'children' in node ? [el('frag')] : after;
  }
}

/** `make()`'s element, or the one made before for `node` if nothing it shows changed. */
function reuseItem(
  node: Nodes,
  markers: readonly CitedTextMarker[],
  ctx: RenderContext,
  extra: string,
  make: () => MarkdownElement,
): MarkdownElement {
  if (!ctx.items) return make();
  return ctx.items.reuse(node, start(node), end(node), markers, ctx, extra, make);
}

function convertChildren(
  node: Nodes,
  markers: readonly CitedTextMarker[],
  ctx: RenderContext,
  tight: boolean,
): MarkdownRenderNode[] {
  return convertChildrenWith(node, markers, ctx, tight);
}

/** Hands each marker to the child it falls in (after-biased), or emits it between inline children. */
function convertChildrenWith(
  node: Nodes,
  markers: readonly CitedTextMarker[],
  ctx: RenderContext,
  tight: boolean,
): MarkdownRenderNode[] {
  const children = 'children' in node ? (node.children as Nodes[]) : [];
  if (children.length === 0) return markers.map(toMarker);
  const { owned, gaps, tailGap } = toOwners(node, markers);
  const out: MarkdownRenderNode[] = [];
  children.forEach((child, i) => {
    out.push(...gaps[i].map(toMarker), ...convert(child, owned[i], ctx, tight));
  });
  out.push(...tailGap.map(toMarker));
  return out;
}

/**
 * The markers of each child of `node` (after-biased), and, between inline children, those that
 * fall in a gap before a child or after the last.
 */
function toOwners(node: Nodes, markers: readonly CitedTextMarker[]) {
  const children = 'children' in node ? (node.children as Nodes[]) : [];
  const inline = children.some(
    (child) =>
      child.type === 'text' ||
      ATOMIC.has(child.type) ||
      child.type === 'emphasis' ||
      child.type === 'strong' ||
      child.type === 'delete',
  );
  const owned: CitedTextMarker[][] = children.map(() => []);
  const gaps: CitedTextMarker[][] = children.map(() => []);
  const tailGap: CitedTextMarker[] = [];
  for (const marker of markers) {
    let index = children.findIndex(
      (child) => marker.offset > start(child) && marker.offset <= end(child),
    );
    if (index !== -1) {
      owned[index].push(marker);
      continue;
    }
    index = children.findIndex((child) => marker.offset <= start(child));
    if (inline) (index === -1 ? tailGap : gaps[index]).push(marker);
    else
      owned[index === -1 ? children.length - 1 : Math.max(0, index - (index > 0 ? 1 : 0))].push(
        marker,
      );
  }
  return { children, owned, gaps, tailGap };
}

function toTable(
  node: Table,
  markers: readonly CitedTextMarker[],
  ctx: RenderContext,
): MarkdownElement {
  const { children, owned } = toOwners(node, markers);
  const header = children[0];
  const columns = header && 'children' in header ? header.children.length : 0;
  const align = (node.align ?? []).slice(0, columns).join(',');
  const rows = children.map((child, r) =>
    reuseItem(child, owned[r], ctx, `${r === 0 ? 'th' : 'td'}:${columns}:${align}`, () => {
      const row = convert(child, owned[r], ctx, false)[0] as MarkdownElement;
      // The column is counted along the row (markers between cells are no column), not looked
      // up per cell: a wide row made that lookup quadratic.
      let column = 0;
      return {
        ...row,
        tag: 'tr' as const,
        children: toColumns(row, columns).map((cell) =>
          cell.kind === 'element'
            ? {
                ...cell,
                tag: r === 0 ? ('th' as const) : ('td' as const),
                align: node.align?.[column++] ?? null,
              }
            : cell,
        ),
      };
    }),
  );
  const s = start(node);
  const section = (tag: 'thead' | 'tbody', children: MarkdownRenderNode[]): MarkdownElement => ({
    kind: 'element',
    key: `${tag}${s}`,
    tag,
    start: s,
    end: end(node),
    children,
  });
  const body = rows.slice(1);
  return {
    kind: 'element',
    key: `table${s}`,
    tag: 'table',
    start: s,
    end: end(node),
    children: [
      section('thead', rows.slice(0, 1)),
      ...(body.length > 0 ? [section('tbody', body)] : []),
    ],
  };
}

/**
 * A row's cells as GFM lays them out: as many as the header has, missing ones added empty and
 * extra ones left out (their markers kept, in the last cell).
 */
function toColumns(row: MarkdownElement, columns: number): MarkdownRenderNode[] {
  const cells = row.children.filter((cell) => cell.kind === 'element');
  if (cells.length === columns) return [...row.children];
  const kept = cells.slice(0, columns);
  const dropped = cells.slice(columns).flatMap(markersIn);
  const last = kept[kept.length - 1];
  if (last && dropped.length > 0)
    kept[kept.length - 1] = { ...last, children: [...last.children, ...dropped] };
  for (let c = kept.length; c < columns; c++) {
    kept.push({
      kind: 'element',
      key: `${row.key}-pad${c}`,
      tag: 'td',
      start: row.end,
      end: row.end,
      children: [],
    });
  }
  return kept;
}

function markersIn(node: MarkdownRenderNode): MarkdownRenderNode[] {
  if (node.kind === 'marker') return [node];
  if (node.kind === 'code') return [...node.markers];
  return node.kind === 'element' ? node.children.flatMap(markersIn) : [];
}

/** A footnote that is not a citation: its label, then its content, never dropped. */
function toFootnoteNote(
  node: FootnoteDefinition,
  markers: readonly CitedTextMarker[],
  ctx: RenderContext,
): MarkdownRenderNode[] {
  const s = start(node);
  const label: MarkdownRenderNode = {
    kind: 'text',
    key: `n${s}`,
    value: `[^${node.label ?? node.identifier}]: `,
    start: s,
    end: s,
  };
  const children = convertChildrenWith(node, markers, ctx, false);
  const first = children[0];
  // The label opens the note's first paragraph, as the definition reads in the source.
  if (first?.kind === 'element' && first.tag === 'p')
    return [{ ...first, children: [label, ...first.children] }, ...children.slice(1)];
  return [
    {
      kind: 'element',
      key: `footnoteDefinition${s}`,
      tag: 'p',
      start: s,
      end: end(node),
      children: [label],
    },
    ...children,
  ];
}

/** Text cut at markers and claim boundaries; closers added by the streaming repair dropped. */
function splitText(
  value: string,
  s: number,
  e: number,
  markers: readonly CitedTextMarker[],
  ctx: RenderContext,
): MarkdownRenderNode[] {
  if (e > ctx.limit) {
    value = value.slice(0, Math.max(0, value.length - (e - ctx.limit)));
    e = ctx.limit;
  }
  const exact = value.length === e - s;
  const cuts = exact
    ? [...new Set([...markers.map((m) => m.offset), ...ctx.cuts])]
        .filter((at) => at > s && at < e)
        .sort((a, b) => a - b)
    : [];
  const out: MarkdownRenderNode[] = [];
  let from = s;
  let next = 0;
  while (next < markers.length && markers[next].offset <= s) out.push(toMarker(markers[next++]));
  for (const at of [...cuts, e]) {
    const piece = value.slice(from - s, at - s);
    // A label holds no `[` (as in GFM): the pattern then cannot rescan a run of `[^` for each
    // start, which made a long run of them quadratic.
    const shown = ctx.streaming ? piece.replace(/\[\^[^\]\s[]+\]/g, '') : piece;
    if (shown) out.push({ kind: 'text', key: `t${from}`, value: shown, start: from, end: at });
    while (next < markers.length && (markers[next].offset <= at || (!exact && at === e)))
      out.push(toMarker(markers[next++]));
    from = at;
  }
  while (next < markers.length) out.push(toMarker(markers[next++]));
  return out;
}
