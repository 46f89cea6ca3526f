import { ChangeDetectionStrategy, Component, input } from '@angular/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';
import { A2uiNode } from '../../render/a2ui-node';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

/** `Card`: one child on a raised surface. */
@Component({
  selector: 'agui-a2ui-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiNode],
  styles: `
    :host {
      display: block;
      padding: var(--agui-a2ui-card-padding, 1rem);
      border: 1px solid var(--_a2ui-border-color);
      border-radius: var(--agui-a2ui-radius, 0.5rem);
      background: var(--agui-a2ui-card-background, transparent);
    }
  `,
  template: `
    @for (child of children(); track child.scope + '|' + child.id) {
      <agui-a2ui-node [componentId]="child.id" [scope]="child.scope" />
    }
  `,
})
export class A2uiCard {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  protected readonly children = injectA2uiSurface().children(this.definition, 'child', this.scope);
}
