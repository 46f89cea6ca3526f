/** @jest-environment node */
import type { loadThreadsEngine as LoadThreadsEngine } from './load-threads-engine';

/**
 * A fresh copy of the loader, whose `./threads-engine` fails to load the first `failures` times
 * it is asked for (as a chunk does when the network is down or a deploy removed it).
 */
function loaderWithFlakyEngine(failures: number): typeof LoadThreadsEngine {
  let loads = 0;
  let loader: typeof LoadThreadsEngine | undefined;
  jest.isolateModules(() => {
    jest.doMock('./threads-engine', () => {
      loads += 1;
      if (loads <= failures) throw new Error('Failed to fetch dynamically imported module');
      return jest.requireActual('./threads-engine');
    });
    loader =
      jest.requireActual<typeof import('./load-threads-engine')>(
        './load-threads-engine',
      ).loadThreadsEngine;
  });
  return loader!;
}

describe('the thread storage engine, loaded when the store starts', () => {
  afterEach(() => jest.dontMock('./threads-engine'));

  it('forgets a failed load, so that the next call loads it again', async () => {
    const loadThreadsEngine = loaderWithFlakyEngine(1);
    await expect(loadThreadsEngine()).rejects.toThrow('Failed to fetch');
    const loaded = await loadThreadsEngine();
    expect(typeof loaded.ThreadsEngine).toBe('function');
  });

  it('loads once for every agent', async () => {
    const loadThreadsEngine = loaderWithFlakyEngine(0);
    const first = loadThreadsEngine();
    expect(loadThreadsEngine()).toBe(first);
    expect((await first).ThreadsEngine).toBe((await loadThreadsEngine()).ThreadsEngine);
  });
});
