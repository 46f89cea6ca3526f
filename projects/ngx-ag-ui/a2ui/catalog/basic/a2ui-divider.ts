import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';

/** `Divider`: a horizontal (or `axis: "vertical"`) separator. */
@Component({
  selector: 'agui-a2ui-divider',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    role: 'separator',
    '[attr.aria-orientation]': 'vertical() ? "vertical" : null',
    '[class.vertical]': 'vertical()',
  },
  styles: `
    :host {
      display: block;
      align-self: stretch;
      border-top: 1px solid var(--_a2ui-border-color);
    }
    :host(.vertical) {
      border-top: 0;
      border-left: 1px solid var(--_a2ui-border-color);
    }
  `,
  template: ``,
})
export class A2uiDivider {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();

  protected readonly vertical = computed(() => this.definition()['axis'] === 'vertical');
}
