/** A box in viewport coordinates (a `DOMRect` has these fields). */
export interface PlacedRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The part of the page a person sees, in the coordinates of `getBoundingClientRect()`. */
export interface VisibleArea {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** How `placeCard` places a card. */
export interface PlaceCardOptions {
  /** Pixels kept free between the card and the edges of the visible area. */
  readonly margin?: number;
  /** Pixels between the marker and the card. */
  readonly gap?: number;
  /** Which side of the marker the card lines up with: `start` (left), or `end` in right-to-left text. */
  readonly align?: 'start' | 'end';
}

/** Where a card goes, in viewport coordinates. */
export interface CardPosition {
  /** Whether the card sits below or above its marker. */
  readonly placement: 'below' | 'above';
  readonly left: number;
  readonly top: number;
  /** The height the card is capped to (it scrolls inside), or `null` when it fits whole. */
  readonly maxHeight: number | null;
}

/**
 * Places a floating card of `size` next to its `anchor` so that it stays inside `area`: below
 * the anchor, or above it when only there is room; lined up with the anchor, shifted sideways
 * as far as needed to keep `margin` from both edges; capped in height (on the roomier side) when
 * it fits neither below nor above.
 */
export function placeCard(
  anchor: PlacedRect,
  size: { readonly width: number; readonly height: number },
  area: VisibleArea,
  { margin = 8, gap = 6, align = 'start' }: PlaceCardOptions = {},
): CardPosition {
  const preferred = align === 'end' ? anchor.right - size.width : anchor.left;
  const lastLeft = area.left + area.width - margin - size.width;
  // A card wider than the area starts at its left margin (the CSS caps it to the area's width).
  const left = Math.max(area.left + margin, Math.min(preferred, lastLeft));

  const below = area.top + area.height - margin - (anchor.bottom + gap);
  const above = anchor.top - gap - (area.top + margin);
  const placement =
    size.height <= below || (size.height > above && below >= above) ? 'below' : 'above';
  const room = placement === 'below' ? below : above;
  const height = Math.min(size.height, Math.max(room, 0));
  const top = placement === 'below' ? anchor.bottom + gap : anchor.top - gap - height;
  return {
    placement,
    left: Math.round(left),
    top: Math.round(top),
    maxHeight: size.height > room ? Math.max(Math.floor(room), 0) : null,
  };
}
