/**
 * Resolves with `performance.now()` once the next frame has been rendered: a task posted from a
 * requestAnimationFrame callback runs after that frame's style, layout and paint.
 */
export function nextPaintedFrame(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now());
      };
      channel.port2.postMessage(null);
    }),
  );
}
