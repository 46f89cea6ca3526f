import { ChatScrollState, type ScrollMetrics } from './chat-scroll-state';

const at = (scrollTop: number, scrollHeight = 1000, clientHeight = 400): ScrollMetrics => ({
  scrollTop,
  scrollHeight,
  clientHeight,
});

describe('ChatScrollState', () => {
  it('follows from the start and scrolls to the end when the content grows', () => {
    const state = new ChatScrollState(() => 48);
    expect(state.following).toBe(true);
    expect(state.followTarget(at(600, 1000))).toBeNull();
    expect(state.followTarget(at(600, 1300))).toBe(900);
  });

  it('stops following when the person scrolls up beyond the threshold', () => {
    const state = new ChatScrollState(() => 48);
    expect(state.scrolled(at(300))).toBe(false);
    expect(state.followTarget(at(300, 1300))).toBeNull();
  });

  it('keeps following within the threshold of the end', () => {
    const state = new ChatScrollState(() => 48);
    expect(state.scrolled(at(560))).toBe(true);
    expect(state.followTarget(at(560))).toBe(600);
  });

  it('follows again after a scroll back to the end or a jump', () => {
    const state = new ChatScrollState(() => 48);
    state.scrolled(at(100));
    expect(state.scrolled(at(600))).toBe(true);
    state.scrolled(at(100));
    expect(state.jumpToLatest(at(100, 1500))).toBe(1100);
    expect(state.following).toBe(true);
  });

  it('keeps following when the content grew again before its own scroll event arrived', () => {
    const state = new ChatScrollState(() => 48);
    expect(state.followTarget(at(600, 1300))).toBe(900);
    // The scroll event of that follow reads the metrics after one more chunk grew the content.
    expect(state.scrolled(at(900, 1500))).toBe(true);
    expect(state.followTarget(at(900, 1500))).toBe(1100);
    // A scroll up is the person's: it stops following.
    expect(state.scrolled(at(700, 1500))).toBe(false);
  });

  it('reads the threshold at each scroll', () => {
    let threshold = 48;
    const state = new ChatScrollState(() => threshold);
    expect(state.scrolled(at(500))).toBe(false);
    threshold = 200;
    expect(state.scrolled(at(500))).toBe(true);
  });
});
