import type { Renderer2 } from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

/** A back-link from a sources entry to one of its markers in the text. */
export interface BackLink {
  /** Id of the marker (`toCitationReferenceId`). */
  readonly id: string;
  /** What it shows: `↩`, numbered when the source has several markers. */
  readonly face: string;
  /** Its accessible name ("Back to reference 2"). */
  readonly name: string;
}

/** One entry of `<agui-sources>`, worked out once per message. */
export interface SourcesEntry {
  /** The source, its `href` already checked (`toLinkSafeCitation`). */
  readonly citation: Citation;
  /** Id of the list item, the target of the source's link markers. */
  readonly entryId: string;
  /** The domain when it says more than the title, else `null`. */
  readonly domain: string | null;
  readonly backLinks: readonly BackLink[];
}

/** Items of each shape (title link or text, domain or not, number of back-links), by renderer. */
const shapesByRenderer = new WeakMap<Renderer2, Map<string, HTMLElement>>();

/**
 * One sources entry's list item: a copy of an item of the same shape built once per renderer
 * (cloning copies the fixed elements and attributes, the encapsulation one included, in one
 * call), then its texts, ids and links set. Every value is a text node or an attribute.
 *
 * @param renderer The renderer of `<agui-sources>`.
 * @param entry The entry.
 * @param opensInNewTab The hidden text after a title link.
 */
export function createSourceItem(
  renderer: Renderer2,
  entry: SourcesEntry,
  opensInNewTab: string,
): HTMLElement {
  const { citation, domain, backLinks } = entry;
  const item = shapeOf(renderer, Boolean(citation.href), domain !== null, backLinks.length);
  renderer.setAttribute(item, 'id', entry.entryId);
  renderer.setAttribute(item, 'value', String(citation.index));
  let part = item.firstChild as Element;
  if (citation.href) {
    renderer.setAttribute(part, 'href', citation.href);
    renderer.setValue(part.firstChild, citation.displayTitle);
    renderer.setValue(part.lastChild?.firstChild, ` ${opensInNewTab}`);
  } else {
    renderer.setValue(part.firstChild, citation.displayTitle);
  }
  part = part.nextSibling as Element;
  if (domain !== null) {
    renderer.setValue(part.firstChild, domain);
    part = part.nextSibling as Element;
  }
  for (const ref of backLinks) {
    renderer.setAttribute(part, 'href', `#${ref.id}`);
    renderer.setValue(part.firstChild?.firstChild, ref.face);
    renderer.setValue(part.lastChild?.firstChild, ref.name);
    part = part.nextSibling as Element;
  }
  return item;
}

function shapeOf(
  renderer: Renderer2,
  link: boolean,
  domain: boolean,
  backLinks: number,
): HTMLElement {
  let shapes = shapesByRenderer.get(renderer);
  if (shapes === undefined) shapesByRenderer.set(renderer, (shapes = new Map()));
  const key = `${link ? 'a' : 't'}${domain ? 'd' : ''}${backLinks}`;
  let shape = shapes.get(key);
  if (shape === undefined) shapes.set(key, (shape = buildShape(renderer, link, domain, backLinks)));
  return shape.cloneNode(true) as HTMLElement;
}

/** An item with its elements and fixed attributes, texts empty. */
function buildShape(
  renderer: Renderer2,
  link: boolean,
  domain: boolean,
  backLinks: number,
): HTMLElement {
  const element = (name: string, attributes: Record<string, string>, ...children: Node[]) => {
    const built: HTMLElement = renderer.createElement(name);
    for (const [key, value] of Object.entries(attributes)) renderer.setAttribute(built, key, value);
    for (const child of children) renderer.appendChild(built, child);
    return built;
  };
  const text = (): Text => renderer.createText('');
  const parts = [
    link
      ? element(
          'a',
          { target: '_blank', rel: 'noopener noreferrer' },
          text(),
          element('span', { class: 'agui-vh' }, text()),
        )
      : element('span', { class: 'agui-sources-title' }, text()),
  ];
  if (domain) parts.push(element('span', { class: 'agui-sources-domain' }, text()));
  for (let i = 0; i < backLinks; i++) {
    parts.push(
      element(
        'a',
        { class: 'agui-sources-backlink' },
        element('span', { 'aria-hidden': 'true' }, text()),
        element('span', { class: 'agui-vh' }, text()),
      ),
    );
  }
  return element('li', { tabindex: '-1' }, ...parts);
}
