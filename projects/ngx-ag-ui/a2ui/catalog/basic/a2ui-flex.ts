import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';
import { A2uiNode } from '../../render/a2ui-node';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

const JUSTIFY: Readonly<Record<string, string>> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
  spaceAround: 'space-around',
  spaceEvenly: 'space-evenly',
  stretch: 'stretch',
};
const ALIGN: Readonly<Record<string, string>> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
};

/**
 * `Row`, `Column` and `List`: children side by side or stacked (`justify`, `align`; a list's
 * `direction`). A `List` is a list to assistive technology, its children its items.
 */
@Component({
  selector: 'agui-a2ui-flex',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiNode],
  host: {
    '[style.flex-direction]': 'direction()',
    '[style.justify-content]': 'justify()',
    '[style.align-items]': 'align()',
    '[attr.role]': "isList() ? 'list' : null",
  },
  styles: `
    :host {
      display: flex;
      gap: var(--agui-a2ui-gap, 0.5rem);
      min-width: 0;
    }
    .item {
      display: contents;
    }
  `,
  template: `
    @for (child of children(); track child.scope + '|' + child.id) {
      @if (isList()) {
        <div class="item" role="listitem">
          <agui-a2ui-node [componentId]="child.id" [scope]="child.scope" />
        </div>
      } @else {
        <agui-a2ui-node [componentId]="child.id" [scope]="child.scope" />
      }
    }
  `,
})
export class A2uiFlex {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  protected readonly children = this.#surface.children(this.definition, 'children', this.scope);
  protected readonly isList = computed(() => this.definition().component === 'List');
  protected readonly direction = computed(() => {
    const def = this.definition();
    if (def.component === 'Row') return 'row';
    if (def.component === 'List' && def['direction'] === 'horizontal') return 'row';
    return 'column';
  });
  readonly #justify = this.#surface.value<string>(this.definition, 'justify', this.scope);
  readonly #align = this.#surface.value<string>(this.definition, 'align', this.scope);
  protected readonly justify = computed(() => lookUp(JUSTIFY, this.#justify()));
  protected readonly align = computed(() => lookUp(ALIGN, this.#align()));
}

function lookUp(table: Readonly<Record<string, string>>, key: unknown): string | null {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key)
    ? table[key]
    : null;
}
