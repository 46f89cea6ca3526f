import { placeCard } from './place-card';

/** A marker of 24×24 px whose top left corner is at (`left`, `top`). */
const marker = (left: number, top: number) => ({
  left,
  top,
  right: left + 24,
  bottom: top + 24,
});

describe('placeCard', () => {
  const phone = { left: 0, top: 0, width: 360, height: 740 };
  const card = { width: 320, height: 180 };

  it('puts a card that fits below its marker, aligned with the marker start', () => {
    expect(placeCard(marker(20, 100), card, phone)).toEqual({
      placement: 'below',
      left: 20,
      top: 130,
      maxHeight: null,
    });
  });

  it('keeps a margin from the left edge for a marker at the start of a line', () => {
    expect(placeCard(marker(2, 100), card, phone).left).toBe(8);
  });

  it('shifts the card left for a marker in the middle of a line', () => {
    const placed = placeCard(marker(168, 100), card, phone);
    expect(placed.left).toBe(32);
    expect(placed.left + card.width).toBe(352);
  });

  it('shifts the card left for a marker at the end of a line', () => {
    expect(placeCard(marker(330, 100), card, phone).left).toBe(32);
  });

  it('starts a card wider than the viewport at the left margin', () => {
    expect(placeCard(marker(300, 100), { width: 400, height: 180 }, phone).left).toBe(8);
  });

  it('flips the card above its marker when there is room above but not below', () => {
    expect(placeCard(marker(20, 650), card, phone)).toEqual({
      placement: 'above',
      left: 20,
      top: 464,
      maxHeight: null,
    });
  });

  it('caps the card on the roomier side when it fits neither below nor above', () => {
    const short = { left: 0, top: 0, width: 360, height: 300 };
    expect(placeCard(marker(20, 100), { width: 320, height: 400 }, short)).toEqual({
      placement: 'below',
      left: 20,
      top: 130,
      maxHeight: 162,
    });
    expect(placeCard(marker(20, 180), { width: 320, height: 400 }, short)).toEqual({
      placement: 'above',
      left: 20,
      top: 8,
      maxHeight: 166,
    });
  });

  it('aligns the card with the marker end in right-to-left text', () => {
    const laptop = { left: 0, top: 0, width: 800, height: 600 };
    expect(placeCard(marker(500, 100), card, laptop, { align: 'end' }).left).toBe(204);
    expect(placeCard(marker(100, 100), card, laptop, { align: 'end' }).left).toBe(8);
  });

  it('places the card inside a visual viewport scrolled or zoomed into the page', () => {
    const zoomed = { left: 100, top: 50, width: 200, height: 400 };
    const placed = placeCard(marker(250, 200), { width: 180, height: 100 }, zoomed);
    expect(placed.left).toBe(112);
    expect(placed.left + 180).toBeLessThanOrEqual(292);
    expect(placed.top).toBe(230);
  });
});
