import type { Renderer2 } from '@angular/core';

import {
  createMarkerElement,
  MARKER_KEY_ATTRIBUTE,
  MARKER_SELECTOR,
  updateMarkerElement,
} from '../marker/marker-element';
import type { CitedTextRow, MarkerRow } from './to-marker-rows';

/** A rendered piece: its row and its node (a text node, a `<mark>` round one, or a marker). */
interface PieceNode {
  row: CitedTextRow;
  node: Node;
  /** A text piece's text node (inside `node` while highlighted). */
  readonly text?: Text;
}

/**
 * The body of a cited text (text runs, markers, highlighted claims) as DOM built with the
 * component's renderer, keyed by piece key: a piece already rendered keeps its node, so while
 * an answer streams only its changed tail is touched and a focused or hovered marker stays the
 * same element. One element per marker and one text node per run, with no embedded view or
 * comment anchor each: a long conversation has tens of thousands of pieces. Text is always a
 * text node, never parsed as HTML.
 */
export class CitedTextBody {
  private pieces = new Map<string, PieceNode>();
  private started = false;

  /**
   * @param renderer The renderer of `<agui-cited-text>` (its elements get the component's styles).
   * @param root The element the pieces are rendered in; it holds nothing else.
   */
  constructor(
    private readonly renderer: Renderer2,
    private readonly root: Element,
  ) {}

  /** The marker element of `key`, if it is rendered. */
  markerOf(key: string): Element | undefined {
    const piece = this.pieces.get(key);
    return piece?.row.kind === 'marker' ? (piece.node as Element) : undefined;
  }

  /** Renders `rows` in order, the text runs of `highlighted` (by key) inside `<mark>`. */
  render(rows: readonly CitedTextRow[], highlighted: ReadonlySet<string>): void {
    if (!this.started) this.start(rows);
    const next = new Map<string, PieceNode>();
    for (const row of rows) next.set(row.key, this.update(row, highlighted.has(row.key)));
    for (const [key, piece] of this.pieces)
      if (next.get(key)?.node !== piece.node) this.renderer.removeChild(this.root, piece.node);
    this.pieces = next;
    if (this.root.firstChild === null) return this.appendAll(rows, next);
    // Appending at the end or leaving in place: a stream only grows its tail.
    let cursor: Node | null = this.root.firstChild;
    for (const row of rows) {
      const node = next.get(row.key)?.node;
      if (node === undefined) continue;
      if (node === cursor) cursor = cursor.nextSibling;
      else this.renderer.insertBefore(this.root, node, cursor);
    }
  }

  /** A first render: every node into a fragment, and the fragment into the page at once. */
  private appendAll(rows: readonly CitedTextRow[], pieces: ReadonlyMap<string, PieceNode>): void {
    const fragment = this.root.ownerDocument.createDocumentFragment();
    for (const row of rows) {
      const node = pieces.get(row.key)?.node;
      if (node !== undefined) fragment.appendChild(node);
    }
    this.renderer.appendChild(this.root, fragment);
  }

  /**
   * The pieces a server render left in the element are taken over when they are the ones
   * `rows` renders (hydration keeps the server's nodes, so a marker keeps its element); anything
   * else is removed, not doubled.
   */
  private start(rows: readonly CitedTextRow[]): void {
    this.started = true;
    if (this.root.firstChild === null) return;
    const adopted = this.adopt(rows);
    if (adopted) this.pieces = adopted;
    else
      for (const node of Array.from(this.root.childNodes))
        this.renderer.removeChild(this.root, node);
  }

  /** The server's nodes as pieces, or `null` when they are not what `rows` renders. */
  private adopt(rows: readonly CitedTextRow[]): Map<string, PieceNode> | null {
    const pieces = new Map<string, PieceNode>();
    let node = this.root.firstChild;
    for (const row of rows) {
      if (node === null) return null;
      if (row.kind === 'text') {
        // The HTML parser merges adjacent runs into one text node: split them again.
        if (!isText(node) || !node.data.startsWith(row.text)) return null;
        if (node.data.length > row.text.length) node.splitText(row.text.length);
        pieces.set(row.key, { row, node, text: node });
      } else {
        if (!isServerMarker(node, row)) return null;
        pieces.set(row.key, { row, node });
      }
      node = node.nextSibling;
    }
    return node === null ? pieces : null;
  }

  private update(row: CitedTextRow, highlight: boolean): PieceNode {
    const piece = this.pieces.get(row.key);
    const { renderer } = this;
    if (row.kind === 'marker') {
      const previous = piece?.row;
      if (
        previous?.kind === 'marker' &&
        (previous.entryId === undefined) === (row.entryId === undefined)
      ) {
        updateMarkerElement(renderer, piece!.node as Element, previous, row);
        piece!.row = row;
        return piece!;
      }
      return { row, node: createMarkerElement(renderer, row) };
    }
    if (piece?.text === undefined) {
      const text: Text = renderer.createText(row.text);
      return this.highlight({ row, node: text, text }, highlight);
    }
    if (piece.row.kind !== 'text' || piece.row.text !== row.text)
      renderer.setValue(piece.text, row.text);
    piece.row = row;
    return this.highlight(piece, highlight);
  }

  /** Puts a text run in or out of its `<mark>`, keeping its text node. */
  private highlight(piece: PieceNode & { readonly text?: Text }, on: boolean): PieceNode {
    const text = piece.text;
    if (text === undefined || on === (piece.node !== text)) return piece;
    const { renderer } = this;
    if (on) {
      const mark: HTMLElement = renderer.createElement('mark');
      if (text.parentNode === this.root) renderer.insertBefore(this.root, mark, text);
      renderer.appendChild(mark, text);
      piece.node = mark;
    } else {
      const mark = piece.node;
      if (mark.parentNode === this.root) {
        renderer.insertBefore(this.root, text, mark);
        renderer.removeChild(this.root, mark);
      }
      piece.node = text;
    }
    return piece;
  }
}

function isText(node: Node): node is Text {
  return node.nodeType === 3;
}

/** Whether `node` is the marker `createMarkerElement` builds for `row`. */
function isServerMarker(node: Node, row: MarkerRow): node is Element {
  if (node.nodeType !== 1) return false;
  const element = node as Element;
  const trigger = element.firstElementChild;
  const { text, sup, name } = row.face;
  return (
    element.localName === MARKER_SELECTOR &&
    element.getAttribute(MARKER_KEY_ATTRIBUTE) === row.key &&
    trigger?.localName === (row.entryId === undefined ? 'button' : 'a') &&
    trigger.id === row.referenceId &&
    element.textContent === `${text}${sup ?? ''} ${name}`
  );
}
