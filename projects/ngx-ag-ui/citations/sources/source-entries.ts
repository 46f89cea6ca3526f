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

/** A rendered entry: what it was built from and its list item. */
interface EntryNode {
  entry: SourcesEntry;
  opensInNewTab: string;
  readonly item: HTMLElement;
}

/**
 * The default entries of `<agui-sources>` (no `aguiSourceEntry` template) as DOM built with the
 * component's renderer, keyed by citation id: an entry that did not change keeps its list item
 * untouched, and one that changed keeps its item (the target of links and of focus) with new
 * contents. No embedded view per entry or back-link: a long conversation has thousands of them.
 * Every value is a text node or an attribute, never parsed as HTML.
 */
export class SourceEntries {
  private items = new Map<string, EntryNode>();
  private started = false;

  /**
   * @param renderer The renderer of `<agui-sources>` (its elements get the component's styles).
   * @param list The `<ol>` the items go in; it holds nothing else of theirs.
   */
  constructor(
    private readonly renderer: Renderer2,
    private readonly list: Element,
  ) {}

  /** Renders `entries` in order; `opensInNewTab` is the hidden text after each title link. */
  render(entries: readonly SourcesEntry[], opensInNewTab: string): void {
    if (!this.started) this.start(entries, opensInNewTab);
    const next = new Map<string, EntryNode>();
    for (const entry of entries) {
      const key = entry.citation.id;
      const node = this.items.get(key);
      if (node === undefined) {
        next.set(key, { entry, opensInNewTab, item: this.createItem(entry, opensInNewTab) });
      } else {
        if (!sameEntry(node.entry, entry) || node.opensInNewTab !== opensInNewTab)
          this.fill(node.item, entry, opensInNewTab);
        node.entry = entry;
        node.opensInNewTab = opensInNewTab;
        next.set(key, node);
      }
    }
    for (const [key, node] of this.items)
      if (!next.has(key)) this.renderer.removeChild(this.list, node.item);
    const fresh = this.items.size === 0;
    this.items = next;
    if (fresh) return this.appendAll(entries);
    let cursor: Node | null = null;
    // From the end: the items follow any anchor Angular keeps in the list.
    for (let i = entries.length - 1; i >= 0; i--) {
      const item = next.get(entries[i].citation.id)?.item;
      if (item === undefined) continue;
      if (item.nextSibling !== cursor || item.parentNode !== this.list)
        this.renderer.insertBefore(this.list, item, cursor);
      cursor = item;
    }
  }

  /**
   * The items a server render left in the list are taken over by id (hydration keeps the
   * server's nodes); one that does not show its entry is filled again, the rest removed.
   */
  private start(entries: readonly SourcesEntry[], opensInNewTab: string): void {
    this.started = true;
    const items = new Map<string, HTMLElement>();
    for (const child of [...this.list.children])
      if (child.localName === 'li') items.set(child.id, child as HTMLElement);
    if (items.size === 0) return;
    for (const entry of entries) {
      const item = items.get(entry.entryId);
      if (item === undefined) continue;
      items.delete(entry.entryId);
      if (item.textContent !== toText(entry, opensInNewTab)) this.fill(item, entry, opensInNewTab);
      this.items.set(entry.citation.id, { entry, opensInNewTab, item });
    }
    for (const item of items.values()) this.renderer.removeChild(this.list, item);
  }

  /** A first render: every item into a fragment, and the fragment into the list at once. */
  private appendAll(entries: readonly SourcesEntry[]): void {
    const fragment = this.list.ownerDocument.createDocumentFragment();
    for (const entry of entries) {
      const item = this.items.get(entry.citation.id)?.item;
      if (item !== undefined) fragment.appendChild(item);
    }
    this.renderer.appendChild(this.list, fragment);
  }

  /** Removes every entry (a custom entry template took over). */
  clear(): void {
    for (const node of this.items.values()) this.renderer.removeChild(this.list, node.item);
    this.items.clear();
  }

  private createItem(entry: SourcesEntry, opensInNewTab: string): HTMLElement {
    const item = this.copy('item');
    this.fill(item, entry, opensInNewTab);
    return item;
  }

  /** The item's attributes and contents: title (a link when safe), domain, back-links. */
  private fill(item: HTMLElement, entry: SourcesEntry, opensInNewTab: string): void {
    const { renderer } = this;
    const { citation, domain } = entry;
    renderer.setAttribute(item, 'id', entry.entryId);
    renderer.setAttribute(item, 'value', String(citation.index));
    renderer.setAttribute(item, 'tabindex', '-1');
    for (const child of [...item.childNodes]) renderer.removeChild(item, child);
    if (citation.href) {
      const link = this.copy('link');
      renderer.setAttribute(link, 'href', citation.href);
      renderer.setValue(link.firstChild, citation.displayTitle);
      renderer.setValue(link.lastChild?.firstChild, ` ${opensInNewTab}`);
      renderer.appendChild(item, link);
    } else {
      renderer.appendChild(item, this.copy('title', citation.displayTitle));
    }
    if (domain) renderer.appendChild(item, this.copy('domain', domain));
    for (const ref of entry.backLinks) {
      const link = this.copy('backLink');
      renderer.setAttribute(link, 'href', `#${ref.id}`);
      renderer.setValue(link.firstChild?.firstChild, ref.face);
      renderer.setValue(link.lastChild?.firstChild, ref.name);
      renderer.appendChild(item, link);
    }
  }

  /**
   * A copy of one of the parts built once per renderer: cloning copies their fixed attributes
   * (the encapsulation one included) in one call, where thousands of entries would set each.
   */
  private copy(part: keyof EntryParts, text?: string): HTMLElement {
    let parts = partsByRenderer.get(this.renderer);
    if (parts === undefined)
      partsByRenderer.set(this.renderer, (parts = buildParts(this.renderer)));
    const copy = parts[part].cloneNode(true) as HTMLElement;
    if (text !== undefined) this.renderer.setValue(copy.firstChild, text);
    return copy;
  }
}

/** The fixed parts of an entry, texts empty. */
interface EntryParts {
  readonly item: HTMLElement;
  /** The title as a link: title text, then the hidden "opens in a new tab". */
  readonly link: HTMLElement;
  readonly title: HTMLElement;
  readonly domain: HTMLElement;
  /** A back-link: the visible face (hidden from assistive technology), then its name. */
  readonly backLink: HTMLElement;
}

const partsByRenderer = new WeakMap<Renderer2, EntryParts>();

function buildParts(renderer: Renderer2): EntryParts {
  const element = (name: string, attributes: Record<string, string>, ...children: Node[]) => {
    const built: HTMLElement = renderer.createElement(name);
    for (const [key, value] of Object.entries(attributes)) renderer.setAttribute(built, key, value);
    for (const child of children) renderer.appendChild(built, child);
    return built;
  };
  const text = (): Text => renderer.createText('');
  return {
    item: element('li', { tabindex: '-1' }),
    link: element(
      'a',
      { target: '_blank', rel: 'noopener noreferrer' },
      text(),
      element('span', { class: 'agui-vh' }, text()),
    ),
    title: element('span', { class: 'agui-sources-title' }, text()),
    domain: element('span', { class: 'agui-sources-domain' }, text()),
    backLink: element(
      'a',
      { class: 'agui-sources-backlink' },
      element('span', { 'aria-hidden': 'true' }, text()),
      element('span', { class: 'agui-vh' }, text()),
    ),
  };
}

/**
 * Whether two entries render the same. By the fields shown, not the citation's reference: a
 * streamed message brings new citation objects (new spans) with every chunk.
 */
function sameEntry(a: SourcesEntry, b: SourcesEntry): boolean {
  return (
    a.citation.index === b.citation.index &&
    a.citation.displayTitle === b.citation.displayTitle &&
    a.citation.href === b.citation.href &&
    a.entryId === b.entryId &&
    a.domain === b.domain &&
    a.backLinks.length === b.backLinks.length &&
    a.backLinks.every(
      (ref, i) =>
        ref.id === b.backLinks[i].id &&
        ref.face === b.backLinks[i].face &&
        ref.name === b.backLinks[i].name,
    )
  );
}

/** The text an item of `entry` holds. */
function toText(entry: SourcesEntry, opensInNewTab: string): string {
  const { citation, domain, backLinks } = entry;
  const title = citation.href ? `${citation.displayTitle} ${opensInNewTab}` : citation.displayTitle;
  return title + (domain ?? '') + backLinks.map((ref) => ref.face + ref.name).join('');
}
