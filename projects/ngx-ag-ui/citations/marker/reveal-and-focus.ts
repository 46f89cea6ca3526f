import { afterNextRender, type Injector } from '@angular/core';

/**
 * Event dispatched (bubbling) on an element about to be focused by a citation link, so a
 * collapsed `<agui-sources>` around it can expand first.
 */
export const CITATION_REVEAL_EVENT = 'agui-citation-reveal';

/**
 * Moves focus to the element with `id` (a sources entry or a marker), expanding a collapsed
 * list around it first. Used instead of following `href="#id"`, which a `<base href>` would
 * resolve to another page. Returns whether the element exists.
 */
export function revealAndFocus(doc: Document, id: string, injector: Injector): boolean {
  const target = doc.getElementById(id);
  if (!target) return false;
  target.dispatchEvent(new CustomEvent(CITATION_REVEAL_EVENT, { bubbles: true }));
  const focus = () => {
    target.focus();
    target.scrollIntoView?.({ block: 'nearest' });
  };
  if (target.closest('[hidden]')) afterNextRender(focus, { injector });
  else focus();
  return true;
}
