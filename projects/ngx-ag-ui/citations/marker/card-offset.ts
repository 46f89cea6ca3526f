import { placeCard, type VisibleArea } from './place-card';

/** How far an open card is moved from where the stylesheet puts it (the viewport's top left corner). */
export interface CardOffset {
  /** Whether the card sits below or above its marker. */
  readonly placement: 'below' | 'above';
  readonly x: number;
  readonly y: number;
  /** The height the card is capped to (it scrolls inside), or `null` when it fits whole. */
  readonly maxHeight: number | null;
}

/**
 * Measures an open `card` and its `anchor` (the marker) and returns the offset that keeps the
 * card next to its marker and inside what the reader sees, the visual viewport (`placeCard`).
 * The offset is measured from where the stylesheet put the card, read back from its inline
 * style: a containing block other than the viewport (a transformed ancestor) is measured too.
 */
export function toCardOffset(card: HTMLElement, anchor: Element): CardOffset {
  const document = card.ownerDocument;
  const view = document.defaultView;
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
    { align: view?.getComputedStyle(card).direction === 'rtl' ? 'end' : 'start' },
  );
  return {
    placement: position.placement,
    x: Math.round(position.left - (rect.left - current.x)),
    y: Math.round(position.top - (rect.top - current.y)),
    maxHeight: position.maxHeight,
  };
}

/**
 * Moves `card` by `offset`: its translate, its height cap (it scrolls inside when capped) and
 * `data-placement` (which side the hover bridge to the marker is on). Set on the element at
 * once, not through a binding, so the card never shows a frame where the stylesheet put it.
 */
export function applyCardOffset(card: HTMLElement, offset: CardOffset): void {
  card.style.setProperty('translate', `${offset.x}px ${offset.y}px`);
  if (offset.maxHeight === null) {
    card.style.removeProperty('max-block-size');
    card.style.removeProperty('overflow-y');
  } else {
    card.style.setProperty('max-block-size', `${offset.maxHeight}px`);
    card.style.setProperty('overflow-y', 'auto');
  }
  card.setAttribute('data-placement', offset.placement);
}

/**
 * Shows `card` (a `popover="manual"` element) in the top layer, then places it next to `anchor`
 * (`toCardOffset`, then `applyCardOffset`). In the top layer no ancestor clips the card or
 * becomes its containing block: a chat row's `content-visibility: auto` would do both. So the
 * card hides while its marker is scrolled out of sight in a scroller (a conversation following
 * the stream), instead of floating over whatever is next to it.
 */
export function placeCardElement(card: HTMLElement, anchor: Element): void {
  if (
    card.hasAttribute('popover') &&
    typeof card.showPopover === 'function' &&
    !card.matches(':popover-open')
  )
    card.showPopover();
  if (isScrolledOutOfSight(anchor)) card.style.setProperty('visibility', 'hidden');
  else card.style.removeProperty('visibility');
  applyCardOffset(card, toCardOffset(card, anchor));
}

/** The `overflow` values that clip what sticks out. */
const CLIPPING = new Set(['auto', 'scroll', 'hidden', 'clip']);

/** Whether `element` lies wholly outside the visible box of a scrolling or clipping ancestor. */
export function isScrolledOutOfSight(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const rect = element.getBoundingClientRect();
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = view.getComputedStyle(parent);
    if (!CLIPPING.has(style.overflowX) && !CLIPPING.has(style.overflowY)) continue;
    const clip = parent.getBoundingClientRect();
    if (
      rect.bottom <= clip.top ||
      rect.top >= clip.bottom ||
      rect.right <= clip.left ||
      rect.left >= clip.right
    )
      return true;
  }
  return false;
}

/** The translate and cap of `applyCardOffset` as they are on the card now. */
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
function visibleArea(view: Window | null, document: Document): VisibleArea {
  const visual = view?.visualViewport;
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
    width: document.documentElement.clientWidth || view?.innerWidth || 0,
    height: view?.innerHeight || document.documentElement.clientHeight,
  };
}
