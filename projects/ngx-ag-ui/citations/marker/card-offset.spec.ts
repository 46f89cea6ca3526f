import { type CardOffset, toCardOffset, toCardStyle, UNMOVED_CARD } from './card-offset';

/** An element whose box is (`left`, `top`, `width`, `height`). */
function boxed(left: number, top: number, width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
  document.body.append(element);
  return element;
}

describe('toCardOffset', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves a card that opened past the right edge back inside the window', () => {
    // jsdom's window is 1024 × 768 and has no visual viewport.
    const marker = boxed(900, 100, 24, 24);
    const card = boxed(900, 130, 320, 180);
    expect(toCardOffset(card, marker)).toEqual({
      placement: 'below',
      x: 1024 - 8 - 320 - 900,
      y: 0,
      maxHeight: null,
    });
  });

  it('measures a card already moved from where the stylesheet put it', () => {
    const marker = boxed(900, 100, 24, 24);
    const moved: CardOffset = { placement: 'below', x: -204, y: 0, maxHeight: null };
    const card = boxed(696, 130, 320, 180);
    card.style.setProperty('translate', '-204px 0px');
    expect(card.style.getPropertyValue('translate')).toBe('-204px 0px');
    expect(toCardOffset(card, marker)).toEqual(moved);
  });

  it('flips a card above a marker near the bottom of the window', () => {
    const marker = boxed(100, 700, 24, 24);
    const card = boxed(100, 730, 320, 180);
    expect(toCardOffset(card, marker)).toEqual({
      placement: 'above',
      x: 0,
      y: 700 - 6 - 180 - 730,
      maxHeight: null,
    });
  });
});

describe('toCardStyle', () => {
  it('adds no style to a card left where it opened', () => {
    expect(toCardStyle(UNMOVED_CARD)).toBeNull();
  });

  it('translates a moved card and lets a capped one scroll', () => {
    expect(toCardStyle({ placement: 'above', x: -20, y: -200, maxHeight: 150 })).toEqual({
      translate: '-20px -200px',
      'max-block-size': '150px',
      'overflow-y': 'auto',
    });
  });
});
