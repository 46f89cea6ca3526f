/**
 * Calls `update` (at most once a frame) whenever the page or any scroll container scrolls, or
 * the window or visual viewport changes size: what keeps a card, fixed to the viewport, next to
 * a marker that moves. Returns the function that stops listening.
 */
export function followLayout(document: Document, update: () => void): () => void {
  const view = document.defaultView;
  if (!view) return () => undefined;
  let frame = 0;
  const schedule = (): void => {
    frame ||= view.requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  // Scroll events do not bubble: a capturing listener on the document hears every scroller.
  const options = { capture: true, passive: true };
  document.addEventListener('scroll', schedule, options);
  view.addEventListener('resize', schedule, options);
  view.visualViewport?.addEventListener('resize', schedule, options);
  view.visualViewport?.addEventListener('scroll', schedule, options);
  return () => {
    document.removeEventListener('scroll', schedule, options);
    view.removeEventListener('resize', schedule, options);
    view.visualViewport?.removeEventListener('resize', schedule, options);
    view.visualViewport?.removeEventListener('scroll', schedule, options);
    if (frame) view.cancelAnimationFrame(frame);
  };
}
