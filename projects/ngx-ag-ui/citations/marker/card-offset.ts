import { placeCard, type VisibleArea } from './place-card';

/** How far an open card is moved from where the stylesheet puts it: below its marker, at its start. */
export interface CardOffset {
  /** Whether the card sits below or above its marker. */
  readonly placement: 'below' | 'above';
  readonly x: number;
  readonly y: number;
  /** The height the card is capped to (it scrolls inside), or `null` when it fits whole. */
  readonly maxHeight: number | null;
}

/** A card where the stylesheet puts it (what a card opens with, before it is measured). */
export const UNMOVED_CARD: CardOffset = { placement: 'below', x: 0, y: 0, maxHeight: null };

/** The inline styles that move a card by `offset` (`null` when it stays where it is). */
export function toCardStyle(offset: CardOffset): Record<string, string> | null {
  if (!offset.x && !offset.y && offset.maxHeight === null) return null;
  const style: Record<string, string> = {};
  if (offset.x || offset.y) style['translate'] = `${offset.x}px ${offset.y}px`;
  if (offset.maxHeight !== null) {
    style['max-block-size'] = `${offset.maxHeight}px`;
    style['overflow-y'] = 'auto';
  }
  return style;
}

/**
 * Measures an open `card` and its `anchor` (the marker) and returns the offset that keeps the
 * card inside what the reader sees, the visual viewport (`placeCard`). A card already moved
 * (`toCardStyle`) is measured from where the stylesheet put it: the offset is read back from its
 * inline style, not from a signal the DOM may not show yet.
 */
export function toCardOffset(card: HTMLElement, anchor: Element): CardOffset {
  const document = card.ownerDocument;
  const view = document.defaultView;
  if (!view) return UNMOVED_CARD;
  const current = appliedOffset(card);
  const rect = card.getBoundingClientRect();
  // A capped card is measured whole: what it scrolls plus its borders.
  const height = current.capped
    ? card.scrollHeight + card.offsetHeight - card.clientHeight
    : rect.height;
  const position = placeCard(
    anchor.getBoundingClientRect(),
    { width: rect.width, height },
    visibleArea(view, document),
    { align: view.getComputedStyle(card).direction === 'rtl' ? 'end' : 'start' },
  );
  return {
    placement: position.placement,
    x: Math.round(position.left - (rect.left - current.x)),
    y: Math.round(position.top - (rect.top - current.y)),
    maxHeight: position.maxHeight,
  };
}

/** The translate and cap of `toCardStyle` as they are on the card now. */
function appliedOffset(card: HTMLElement): { x: number; y: number; capped: boolean } {
  const [x, y] = card.style
    .getPropertyValue('translate')
    .split(' ')
    .map((value) => Number.parseFloat(value));
  return {
    x: Number.isFinite(x) ? x : 0,
    y: Number.isFinite(y) ? y : 0,
    capped: card.style.getPropertyValue('max-block-size') !== '',
  };
}

/**
 * The visual viewport where the browser has one: on a phone zoomed in, or whose layout viewport
 * grew to fit a page wider than the screen, it is what the reader sees.
 */
function visibleArea(view: Window, document: Document): VisibleArea {
  const visual = view.visualViewport;
  if (visual && visual.width > 0 && visual.height > 0)
    return {
      left: visual.offsetLeft,
      top: visual.offsetTop,
      width: visual.width,
      height: visual.height,
    };
  return {
    left: 0,
    top: 0,
    width: document.documentElement.clientWidth || view.innerWidth,
    height: view.innerHeight,
  };
}
