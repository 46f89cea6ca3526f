import { RunLogs, type ReplayLimits } from './run-logs';

const limits: ReplayLimits = {
  maxEvents: 100,
  maxBytes: 1024 * 1024,
  abandonAfterMs: 60_000,
  maxRuns: 2,
  graceMs: 10,
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RunLogs', () => {
  it('finds a run by thread id and run id, and only by both', () => {
    const logs = new RunLogs(limits);
    const log = logs.open('t1', 'r1');

    expect(logs.find('t1', 'r1')).toBe(log);
    expect(logs.find('t2', 'r1')).toBeUndefined();
    expect(logs.find('t1', 'r2')).toBeUndefined();
  });

  it('gives up the oldest run past maxRuns', () => {
    const logs = new RunLogs(limits);
    const oldest = logs.open('t1', 'r1');
    logs.open('t1', 'r2');
    logs.open('t1', 'r3');

    expect(logs.size).toBe(2);
    expect(logs.find('t1', 'r1')).toBeUndefined();
    expect(oldest.abandoned).toBe(true);
  });

  it('gives up a run whose key a new run takes', () => {
    const logs = new RunLogs(limits);
    const first = logs.open('t1', 'r1');
    const second = logs.open('t1', 'r1');

    expect(first.abandoned).toBe(true);
    expect(logs.find('t1', 'r1')).toBe(second);
  });

  it('keeps an ended run resumable for graceMs, then forgets it', async () => {
    const logs = new RunLogs(limits);
    const log = logs.open('t1', 'r1');
    log.end();

    expect(logs.find('t1', 'r1')).toBe(log);
    await pause(30);
    expect(logs.find('t1', 'r1')).toBeUndefined();
    expect(logs.size).toBe(0);
  });

  it('does not forget a newer run under the same key when an older one expires', async () => {
    const logs = new RunLogs(limits);
    logs.open('t1', 'r1').end();
    const newer = logs.open('t1', 'r1');

    await pause(30);

    expect(logs.find('t1', 'r1')).toBe(newer);
  });
});
