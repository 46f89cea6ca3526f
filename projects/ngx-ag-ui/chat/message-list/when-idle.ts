// A page that never idles (a stream, an animation) still gets its rows, one slice at a time.
const IDLE_TIMEOUT_MS = 200;

/**
 * Calls `callback` when the browser is idle (`requestIdleCallback`, at the latest after
 * `IDLE_TIMEOUT_MS` on a busy page), with the milliseconds the browser expects to stay idle, or
 * after a zero timeout where there is no such call (Safari, jsdom), with none. Returns a function
 * that cancels the call.
 */
export function whenIdle(view: Window, callback: (idleMs?: number) => void): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(
      (deadline) => callback(deadline.didTimeout ? undefined : deadline.timeRemaining()),
      { timeout: IDLE_TIMEOUT_MS },
    );
    return () => view.cancelIdleCallback(handle);
  }
  const handle = view.setTimeout(callback, 0);
  return () => view.clearTimeout(handle);
}

/** Calls `callback` before the next frame is painted; returns a function that cancels it. */
export function nextFrame(view: Window, callback: () => void): () => void {
  if (typeof view.requestAnimationFrame !== 'function') return whenIdle(view, callback);
  const handle = view.requestAnimationFrame(() => callback());
  return () => view.cancelAnimationFrame(handle);
}
