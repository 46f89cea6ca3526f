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
  /** The item views in container order, with their keys and the item each last rendered. */
  private shown: { key: string; ref: ComponentRef<unknown>; item?: MarkdownRenderNode }[] = [];
  private shownView: Type<unknown> | null = null;
  private shownContext: MarkdownBlockContext | null = null;

  ngOnChanges(): void {
    const view = this.itemView();
    if (view !== this.shownView) {
      // Another kind of item (never for one list): start afresh.
      this.container.clear();
      this.shown = [];
      this.shownView = view;
    }
    const context = this.itemContext();
    const contextChanged = context !== this.shownContext;
    this.shownContext = context;
    const items = this.items();
    // A chunk streamed into a list changes its last item or adds one: the items before it are
    // the same objects, in the same places. Those cost one comparison each, and the lookup by
    // key below is built only when an item sits somewhere else (an edit, never a stream).
    let byKey: Map<string, (typeof this.shown)[number]> | undefined;
    const used = new Set<string>();
    items.forEach((item, i) => {
      const same = this.shown[i];
      if (same?.item === item && !contextChanged) {
        used.add(same.key);
        return;
      }
      // Keys are unique within a list; should two agree, the second gets a view of its own.
      const key = used.has(item.key) ? `${item.key}#${i}` : item.key;
      used.add(key);
      let entry = same?.key === key ? same : undefined;
      if (!entry) {
        byKey ??= new Map(this.shown.map((shown) => [shown.key, shown]));
        entry = byKey.get(key);
      }
      if (entry && same !== entry) {
        // Moved (an item before it went away): bring its view here, the cases a stream never has.
        const from = this.shown.indexOf(entry, i);
        this.container.move(entry.ref.hostView, i);
        this.shown.splice(from, 1);
        this.shown.splice(i, 0, entry);
      } else if (!entry) {
        entry = { key, ref: this.container.createComponent(view, { index: i }) };
        this.shown.splice(i, 0, entry);
      }
      entry.item = item;
      entry.ref.setInput('nodes', item.kind === 'element' ? item.children : [item]);
      entry.ref.setInput('context', context);
    });
    for (let i = this.shown.length - 1; i >= items.length; i--) this.container.remove(i);
    this.shown.length = items.length;
  }
}
