import { followLayout } from './follow-layout';

describe('followLayout', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const runFrames = () => frames.splice(0).forEach((callback) => callback(0));

  it('updates once a frame however many scrollers scroll, and on a resize', () => {
    const update = jest.fn();
    const stop = followLayout(document, update);
    const scroller = document.body.appendChild(document.createElement('div'));
    scroller.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    runFrames();
    expect(update).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('resize'));
    runFrames();
    expect(update).toHaveBeenCalledTimes(2);
    stop();
    scroller.remove();
  });

  it('stops listening, and drops a pending update, when stopped', () => {
    const update = jest.fn();
    const stop = followLayout(document, update);
    document.dispatchEvent(new Event('scroll'));
    stop();
    expect(window.cancelAnimationFrame).toHaveBeenCalledWith(1);
    document.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
  });
});
