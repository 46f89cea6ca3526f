import type { Renderer2 } from '@angular/core';

import type { MarkerFace, MarkerLook } from './marker-face';

/** The element that wraps one hand-built marker (and its card, while open). Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`). */
export const MARKER_SELECTOR = 'agui-citation-marker';
/** The attribute of that element that holds the marker's key. Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`). */
export const MARKER_KEY_ATTRIBUTE = 'data-agui-key';

/** What a hand-built marker shows: a `MarkerRow` of `<agui-cited-text>` fits it. Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`). */
export interface MarkerElementRow {
  /** Stable while streaming; written to `data-agui-key`, what the delegated listeners follow. */
  readonly key: string;
  readonly face: MarkerFace;
  /** Id of the marker element (the target of the sources list's back-links). */
  readonly referenceId: string;
  /** Id of the source's entry in `<agui-sources>`: given, the marker is a link to it. */
  readonly entryId?: string;
}

/**
 * One marker's DOM, the same as `<agui-citation-marker>` renders: an `agui-citation-marker`
 * wrapper holding a `<button aria-haspopup=dialog>` (or, with an `entryId`, a link to the
 * source's entry) with the face `aria-hidden` and the accessible name visually hidden. Built
 * with the caller's renderer, so its elements get the caller's encapsulation attribute, and with
 * text nodes only: a title is never parsed as HTML. A long answer has thousands of markers, and
 * an element costs far less than a component or an embedded view. Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`).
 *
 * @param renderer The renderer of the component the marker is in.
 * @param row The marker's key, face and ids.
 * @returns The wrapper, not yet attached.
 */
export function createMarkerElement(renderer: Renderer2, row: MarkerElementRow): HTMLElement {
  const link = row.entryId !== undefined;
  // A copy of a marker built once per renderer: cloning copies its fixed attributes (the
  // encapsulation one included) in one call, where thousands of markers would each set them.
  const wrapper = prototypeOf(renderer, link, row.face.look).cloneNode(true) as HTMLElement;
  const trigger = wrapper.firstChild as HTMLElement;
  const face = trigger.firstChild as HTMLElement;
  renderer.setAttribute(wrapper, MARKER_KEY_ATTRIBUTE, row.key);
  if (link) renderer.setAttribute(trigger, 'href', `#${row.entryId}`);
  renderer.setAttribute(trigger, 'id', row.referenceId);
  renderer.setValue(face.firstChild, row.face.text);
  if (row.face.sup !== undefined) renderer.appendChild(face, createSup(renderer, row.face.sup));
  renderer.setValue((face.nextSibling as HTMLElement).firstChild, ` ${row.face.name}`);
  return wrapper;
}

/** The markers of each renderer as built once, to be cloned: by button or link, and look. */
const prototypes = new WeakMap<Renderer2, Map<string, HTMLElement>>();

function prototypeOf(renderer: Renderer2, link: boolean, look: MarkerLook): HTMLElement {
  let built = prototypes.get(renderer);
  if (built === undefined) prototypes.set(renderer, (built = new Map()));
  const key = `${link ? 'a' : 'button'} ${look}`;
  let prototype = built.get(key);
  if (prototype === undefined) built.set(key, (prototype = buildPrototype(renderer, link, look)));
  return prototype;
}

/** A marker with its fixed attributes and empty texts (the face, the name). */
function buildPrototype(renderer: Renderer2, link: boolean, look: MarkerLook): HTMLElement {
  const wrapper: HTMLElement = renderer.createElement(MARKER_SELECTOR);
  const trigger: HTMLElement = renderer.createElement(link ? 'a' : 'button');
  if (link) {
    renderer.setAttribute(trigger, 'class', 'agui-marker');
  } else {
    renderer.setAttribute(trigger, 'type', 'button');
    renderer.setAttribute(trigger, 'class', 'agui-marker');
    renderer.setAttribute(trigger, 'aria-haspopup', 'dialog');
    renderer.setAttribute(trigger, 'aria-expanded', 'false');
  }
  renderer.setAttribute(trigger, 'data-look', look);
  renderer.appendChild(trigger, createFace(renderer, { look, text: '', name: '' }));
  const name: HTMLElement = renderer.createElement('span');
  renderer.setAttribute(name, 'class', 'agui-vh');
  renderer.appendChild(name, renderer.createText(''));
  renderer.appendChild(trigger, name);
  renderer.appendChild(wrapper, trigger);
  return wrapper;
}

/**
 * Brings a marker built by `createMarkerElement` up to date in place (a citation's title or a
 * label changed): the element keeps its identity, so focus, hover and an open card survive.
 * A marker that changes between button and link must be rebuilt instead. Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`).
 *
 * @returns Whether anything changed.
 */
export function updateMarkerElement(
  renderer: Renderer2,
  wrapper: Element,
  previous: MarkerElementRow,
  row: MarkerElementRow,
): boolean {
  if (previous === row) return false;
  const trigger = wrapper.querySelector('.agui-marker');
  if (!trigger) return false;
  let changed = false;
  if (previous.key !== row.key) {
    renderer.setAttribute(wrapper, MARKER_KEY_ATTRIBUTE, row.key);
    changed = true;
  }
  if (previous.referenceId !== row.referenceId) {
    renderer.setAttribute(trigger, 'id', row.referenceId);
    changed = true;
  }
  if (row.entryId !== undefined && previous.entryId !== row.entryId) {
    renderer.setAttribute(trigger, 'href', `#${row.entryId}`);
    changed = true;
  }
  const [before, after] = [previous.face, row.face];
  if (before.look !== after.look) {
    renderer.setAttribute(trigger, 'data-look', after.look);
    changed = true;
  }
  if (before.text !== after.text || before.sup !== after.sup) {
    const face = trigger.querySelector('.agui-marker-face');
    if (face) renderer.removeChild(trigger, face);
    renderer.insertBefore(trigger, createFace(renderer, after), trigger.firstChild);
    changed = true;
  }
  if (before.name !== after.name) {
    const name = trigger.querySelector('.agui-vh');
    // Text content, never markup: the name carries the source's title.
    if (name) name.textContent = ` ${after.name}`;
    changed = true;
  }
  return changed;
}

/** The visible face, hidden from assistive technology (the name says it in full). */
function createFace(renderer: Renderer2, face: MarkerFace): HTMLElement {
  const span: HTMLElement = renderer.createElement('span');
  renderer.setAttribute(span, 'class', 'agui-marker-face');
  renderer.setAttribute(span, 'aria-hidden', 'true');
  renderer.appendChild(span, renderer.createText(face.text));
  if (face.sup !== undefined) renderer.appendChild(span, createSup(renderer, face.sup));
  return span;
}

function createSup(renderer: Renderer2, n: number): HTMLElement {
  const sup: HTMLElement = renderer.createElement('sup');
  renderer.appendChild(sup, renderer.createText(String(n)));
  return sup;
}
