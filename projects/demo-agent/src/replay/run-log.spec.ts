import { RunLog, type RunFollower, type RunLogLimits } from './run-log';

const limits: RunLogLimits = { maxEvents: 100, maxBytes: 1024 * 1024, abandonAfterMs: 10 };
const frame = (n: number) => `data: {"n":${n}}\n\n`;
const numbered = (n: number) => `id: ${n}\n${frame(n)}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder(): RunFollower & { frames: string[]; ended: number } {
  const follower = {
    frames: [] as string[],
    ended: 0,
    frame: (text: string) => follower.frames.push(text),
    end: () => follower.ended++,
  };
  return follower;
}

describe('RunLog', () => {
  it('numbers frames from 1 and replays those after a given id', () => {
    const log = new RunLog(limits);
    [1, 2, 3, 4].forEach((n) => log.append(frame(n)));

    expect(log.framesAfter('2')).toEqual([numbered(3), numbered(4)]);
    expect(log.framesAfter('4')).toEqual([]);
    expect(log.framesAfter('0')).toEqual([1, 2, 3, 4].map(numbered));
  });

  it.each(['5', '-1', '1.5', 'abc', '', '9999999999999999'])(
    'cannot resume after %p, an id it never gave',
    (id) => {
      const log = new RunLog(limits);
      [1, 2, 3, 4].forEach((n) => log.append(frame(n)));
      expect(log.framesAfter(id)).toBeUndefined();
    },
  );

  it('keeps at most maxEvents: a reconnect from before the oldest kept cannot resume', () => {
    const log = new RunLog({ ...limits, maxEvents: 3 });
    [1, 2, 3, 4, 5].forEach((n) => log.append(frame(n)));

    expect(log.framesAfter('2')).toEqual([3, 4, 5].map(numbered));
    expect(log.framesAfter('1')).toBeUndefined();
  });

  it('keeps at most maxBytes of frames, and always the newest one', () => {
    const size = Buffer.byteLength(numbered(1));
    const log = new RunLog({ ...limits, maxBytes: size * 2 });
    [1, 2, 3].forEach((n) => log.append(frame(n)));

    expect(log.framesAfter('1')).toEqual([2, 3].map(numbered));
    expect(log.framesAfter('0')).toBeUndefined();

    const tiny = new RunLog({ ...limits, maxBytes: 1 });
    tiny.append(frame(1));
    expect(tiny.framesAfter('0')).toEqual([numbered(1)]);
  });

  it('sends new frames to followers until the run ends, then ends them once', () => {
    const log = new RunLog(limits);
    const follower = recorder();
    log.follow(follower);
    log.append(frame(1));
    log.end();
    log.append(frame(2));
    log.end();

    expect(follower.frames).toEqual([numbered(1)]);
    expect(follower.ended).toBe(1);
    expect(log.ended).toBe(true);
  });

  it('ends a follower that arrives after the run ended at once', () => {
    const log = new RunLog(limits);
    log.end();
    const follower = recorder();
    log.follow(follower);
    expect(follower.ended).toBe(1);
  });

  it('gives the run up when nobody follows it for abandonAfterMs', async () => {
    const log = new RunLog(limits);
    const ended = jest.fn();
    log.onEnd(ended);
    log.follow(recorder())();

    await pause(30);

    expect(log.abandoned).toBe(true);
    expect(log.ended).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the run when a client comes back within abandonAfterMs', async () => {
    const log = new RunLog(limits);
    log.follow(recorder())();
    log.follow(recorder());

    await pause(30);

    expect(log.abandoned).toBe(false);
    expect(log.ended).toBe(false);
  });
});
