import {
  type ComponentRef,
  Directive,
  input,
  type OnChanges,
  type Type,
  ViewContainerRef,
  inject,
} from '@angular/core';

import type { MarkdownBlockContext } from './markdown-block-context';
import type { MarkdownRenderNode } from './markdown-render-node';

/**
 * Renders the items of a list (or the rows of a table section) each as a component of its own,
 * `view` (`li[aguiMarkdownItem]`, `tr[aguiMarkdownRow]`: the DOM stays `<ul><li>`), created,
 * moved and removed by key. Each is OnPush and gets the item's children as its input: an item
 * whose children are the same array as before is not checked. A `@for` would check one view per
 * item whenever the list changes, so a chunk streamed into a long list would cost a view per
 * item; here it costs a pointer comparison per item, and a check of the items that changed.
 * Internal to `<agui-markdown>`.
 */
@Directive({ selector: 'ng-container[aguiMarkdownItems]' })
export class MarkdownItems implements OnChanges {
  /** The list items or table rows (elements whose children the item views render). */
  readonly items = input.required<readonly MarkdownRenderNode[]>({ alias: 'aguiMarkdownItems' });
  /** The component each item is rendered by (inputs `nodes` and `context`). */
  readonly itemView = input.required<Type<unknown>>();
  /** The `<agui-markdown>` the items belong to. */
  readonly itemContext = input.required<MarkdownBlockContext>();

  private readonly container = inject(ViewContainerRef);
  /** The item views in container order, with their keys. */
  private shown: { key: string; ref: ComponentRef<unknown> }[] = [];
  private shownView: Type<unknown> | null = null;

  ngOnChanges(): void {
    const view = this.itemView();
    if (view !== this.shownView) {
      // Another kind of item (never for one list): start afresh.
      this.container.clear();
      this.shown = [];
      this.shownView = view;
    }
    const byKey = new Map(this.shown.map((item) => [item.key, item]));
    const used = new Set<string>();
    const context = this.itemContext();
    this.items().forEach((item, i) => {
      // Keys are unique within a list; should two agree, the second gets a view of its own.
      const key = used.has(item.key) ? `${item.key}#${i}` : item.key;
      used.add(key);
      let entry = byKey.get(key);
      if (entry && this.shown[i] !== entry) {
        // Moved (an item before it went away): bring its view here, the cases a stream never has.
        const from = this.shown.indexOf(entry, i);
        this.container.move(entry.ref.hostView, i);
        this.shown.splice(from, 1);
        this.shown.splice(i, 0, entry);
      } else if (!entry) {
        entry = { key, ref: this.container.createComponent(view, { index: i }) };
        this.shown.splice(i, 0, entry);
      }
      entry.ref.setInput('nodes', item.kind === 'element' ? item.children : [item]);
      entry.ref.setInput('context', context);
    });
    for (let i = this.shown.length - 1; i >= this.items().length; i--) this.container.remove(i);
    this.shown.length = this.items().length;
  }
}
