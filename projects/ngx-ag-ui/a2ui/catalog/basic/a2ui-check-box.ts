import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { boundProperty } from './bound-property';

/** `CheckBox`: a labelled check box bound both ways to its `value` (or `checked`) path. */
@Component({
  selector: 'agui-a2ui-check-box',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    :host {
      display: block;
    }
    label {
      display: inline-flex;
      gap: 0.5em;
      align-items: center;
    }
  `,
  template: `
    <label>
      <input
        type="checkbox"
        [checked]="checked()"
        [attr.aria-label]="label() ? null : fallbackName()"
        (change)="write($event)"
      />
      {{ label() }}
    </label>
  `,
})
export class A2uiCheckBox {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  readonly #label = this.#surface.value(this.definition, 'label', this.scope);
  readonly #bound = boundProperty(this.#surface, this.definition, this.scope, ['value', 'checked']);
  protected readonly label = computed(() => display(this.#label()));
  /** The name an unlabelled box is announced by. */
  protected readonly fallbackName = this.#bound.fallbackName;
  protected readonly checked = computed(() => this.#bound.value() === true);

  protected write(event: Event): void {
    this.#bound.write((event.target as HTMLInputElement).checked);
  }
}
