import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { isRecord } from '../../model/share-structure';
import { A2uiNode } from '../../render/a2ui-node';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

let nextId = 0;

/**
 * `Tabs`: the WAI-ARIA tabs pattern. One tab stop for the tab list; Left/Right (wrapping),
 * Home and End move between tabs and select them; the selected tab's child is the panel.
 * The middleware's `tabItems` are read as `tabs`.
 */
@Component({
  selector: 'agui-a2ui-tabs',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiNode],
  styles: `
    :host {
      display: block;
    }
    [role='tablist'] {
      display: flex;
      gap: 0.25em;
      border-bottom: 1px solid var(--_a2ui-border-color);
    }
    [role='tab'] {
      font: inherit;
      color: inherit;
      background: none;
      border: 0;
      border-bottom: 2px solid transparent;
      padding: 0.4em 0.75em;
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      border-bottom-color: var(--_a2ui-primary-background);
    }
    [role='tab']:focus-visible {
      outline: 2px solid var(--_a2ui-focus-color);
    }
    [role='tabpanel'] {
      padding-top: 0.5em;
    }
  `,
  template: `
    <div role="tablist">
      @for (tab of tabs(); track $index) {
        <button
          type="button"
          role="tab"
          [id]="prefix + '-tab-' + $index"
          [attr.aria-selected]="$index === selected()"
          [attr.aria-controls]="prefix + '-panel'"
          [tabIndex]="$index === selected() ? 0 : -1"
          (click)="selected.set($index)"
          (keydown)="move($event)"
        >
          {{ tab.title }}
        </button>
      }
    </div>
    @if (tabs()[selected()]; as tab) {
      <div role="tabpanel" [id]="prefix + '-panel'" [attr.aria-labelledby]="prefix + '-tab-' + selected()" tabindex="0">
        <agui-a2ui-node [componentId]="tab.child" [scope]="scope()" />
      </div>
    }
  `,
})
export class A2uiTabs {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  protected readonly prefix = `agui-a2ui-tabs-${nextId++}`;
  readonly #surface = injectA2uiSurface();
  protected readonly selected = signal(0);
  protected readonly tabs = computed(() => {
    const def = this.definition();
    const tabs = def['tabs'] ?? def['tabItems'];
    if (!Array.isArray(tabs)) return [];
    return tabs
      .filter((tab) => isRecord(tab) && typeof tab['child'] === 'string')
      .map((tab) => ({
        child: tab['child'] as string,
        title: display(this.#surface.resolve(tab['title'], this.scope(), def.id)),
      }));
  });

  protected move(event: KeyboardEvent): void {
    const count = this.tabs().length;
    const keys: Record<string, number> = {
      ArrowRight: (this.selected() + 1) % count,
      ArrowLeft: (this.selected() - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (count === 0 || !(event.key in keys)) return;
    event.preventDefault();
    this.selected.set(keys[event.key]);
    const tablist = (event.currentTarget as HTMLElement).parentElement!;
    tablist.querySelectorAll<HTMLElement>('[role="tab"]')[keys[event.key]]?.focus();
  }
}
