import type { Renderer2 } from '@angular/core';
import { createSourceItem, type SourcesEntry } from './source-entry-item';

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
    for (const child of Array.from(this.list.children))
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
    return createSourceItem(this.renderer, entry, opensInNewTab);
  }

  /** Gives an item the attributes and contents of `entry`, keeping the item itself. */
  private fill(item: HTMLElement, entry: SourcesEntry, opensInNewTab: string): void {
    const { renderer } = this;
    const copy = createSourceItem(renderer, entry, opensInNewTab);
    for (const name of ['id', 'value', 'tabindex'])
      renderer.setAttribute(item, name, copy.getAttribute(name) ?? '');
    for (const child of Array.from(item.childNodes)) renderer.removeChild(item, child);
    while (copy.firstChild) renderer.appendChild(item, copy.firstChild);
  }
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
