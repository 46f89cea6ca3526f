import type { Renderer2 } from '@angular/core';

import { createMarkerElement, updateMarkerElement } from '../marker/marker-element';
import type { CitedTextRow } from './to-marker-rows';

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
    if (!this.started) this.start();
    const next = new Map<string, PieceNode>();
    for (const row of rows) next.set(row.key, this.update(row, highlighted.has(row.key)));
    for (const [key, piece] of this.pieces)
      if (next.get(key)?.node !== piece.node) this.renderer.removeChild(this.root, piece.node);
    this.pieces = next;
    // Appending at the end or leaving in place: a stream only grows its tail.
    let cursor = this.root.firstChild;
    for (const row of rows) {
      const node = next.get(row.key)?.node;
      if (node === undefined) continue;
      if (node === cursor) cursor = cursor.nextSibling;
      else this.renderer.insertBefore(this.root, node, cursor);
    }
  }

  /** Whatever a server render left in the element is replaced, not doubled. */
  private start(): void {
    this.started = true;
    for (const node of [...this.root.childNodes]) this.renderer.removeChild(this.root, node);
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
