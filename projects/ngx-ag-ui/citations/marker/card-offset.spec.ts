import {
  applyCardOffset,
  type CardOffset,
  isScrolledOutOfSight,
  placeCardElement,
  toCardOffset,
} from './card-offset';

/** An element whose box is (`left`, `top`, `width`, `height`) plus its inline translate. */
function boxed(left: number, top: number, width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => {
    const [x = 0, y = 0] = element.style
      .getPropertyValue('translate')
      .split(' ')
      .map((value) => Number.parseFloat(value) || 0);
    return new DOMRect(left + x, top + y, width, height);
  };
  document.body.append(element);
  return element;
}

describe('toCardOffset', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves a card next to its marker, back inside the window at the right edge', () => {
    // jsdom's window is 1024 × 768 and has no visual viewport; the card opens at (0, 0).
    const marker = boxed(900, 100, 24, 24);
    const card = boxed(0, 0, 320, 180);
    expect(toCardOffset(card, marker)).toEqual({
      placement: 'below',
      x: 1024 - 8 - 320,
      y: 130,
      maxHeight: null,
    });
  });

  it('measures a card already moved from where the stylesheet put it', () => {
    const marker = boxed(900, 100, 24, 24);
    const card = boxed(0, 0, 320, 180);
    placeCardElement(card, marker);
    const moved = toCardOffset(card, marker);
    expect(moved).toEqual({ placement: 'below', x: 696, y: 130, maxHeight: null });
    placeCardElement(card, marker);
    expect(card.getBoundingClientRect().left).toBe(696);
  });

  it('shows a popover card in the top layer once, before placing it', () => {
    const marker = boxed(100, 100, 24, 24);
    const card = boxed(0, 0, 320, 180);
    card.setAttribute('popover', 'manual');
    let shown = false;
    card.showPopover = jest.fn(() => {
      shown = true;
    });
    card.matches = (selector: string) => selector === ':popover-open' && shown;
    placeCardElement(card, marker);
    placeCardElement(card, marker);
    expect(card.showPopover).toHaveBeenCalledTimes(1);
    expect(card.getBoundingClientRect().top).toBe(130);
  });

  it('flips a card above a marker near the bottom of the window', () => {
    const marker = boxed(100, 700, 24, 24);
    const card = boxed(0, 0, 320, 180);
    expect(toCardOffset(card, marker)).toEqual({
      placement: 'above',
      x: 100,
      y: 700 - 6 - 180,
      maxHeight: null,
    });
  });
});

describe('applyCardOffset', () => {
  it('translates the card, caps a card too tall to fit and marks the side it is on', () => {
    const card = document.createElement('div');
    const capped: CardOffset = { placement: 'above', x: -20, y: 200, maxHeight: 150 };
    applyCardOffset(card, capped);
    expect(card.style.getPropertyValue('translate')).toBe('-20px 200px');
    expect(card.style.getPropertyValue('max-block-size')).toBe('150px');
    expect(card.style.getPropertyValue('overflow-y')).toBe('auto');
    expect(card.getAttribute('data-placement')).toBe('above');

    applyCardOffset(card, { ...capped, placement: 'below', maxHeight: null });
    expect(card.style.getPropertyValue('max-block-size')).toBe('');
    expect(card.style.getPropertyValue('overflow-y')).toBe('');
    expect(card.getAttribute('data-placement')).toBe('below');
  });
});

describe('isScrolledOutOfSight', () => {
  afterEach(() => document.body.replaceChildren());

  /** A marker at `top` inside a scroller showing 100 to 300 px, inside a plain box. */
  function markerInScroller(top: number) {
    const scroller = boxed(0, 100, 400, 200);
    scroller.style.overflowY = 'auto';
    const plain = scroller.appendChild(boxed(0, -500, 400, 2000));
    return plain.appendChild(boxed(20, top, 24, 24));
  }

  it('tells a marker scrolled out of its scroller from one in sight', () => {
    expect(isScrolledOutOfSight(markerInScroller(150))).toBe(false);
    expect(isScrolledOutOfSight(markerInScroller(290))).toBe(false);
    expect(isScrolledOutOfSight(markerInScroller(40))).toBe(true);
    expect(isScrolledOutOfSight(markerInScroller(320))).toBe(true);
  });

  it('hides the card of a marker out of sight, and shows it again when it comes back', () => {
    const marker = markerInScroller(40);
    const card = boxed(0, 0, 320, 180);
    placeCardElement(card, marker);
    expect(card.style.getPropertyValue('visibility')).toBe('hidden');
    marker.getBoundingClientRect = () => new DOMRect(20, 150, 24, 24);
    placeCardElement(card, marker);
    expect(card.style.getPropertyValue('visibility')).toBe('');
  });
});
