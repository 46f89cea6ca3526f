import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { fallbackName } from './fallback-name';

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
  readonly #checked = this.#surface.value(this.definition, ['value', 'checked'], this.scope);
  protected readonly label = computed(() => display(this.#label()));
  /** The name an unlabelled box is announced by. */
  protected readonly fallbackName = computed(() => {
    const def = this.definition();
    return fallbackName(def['value'] ?? def['checked'], def.id);
  });
  protected readonly checked = computed(() => this.#checked() === true);

  protected write(event: Event): void {
    const def = this.definition();
    const checked = (event.target as HTMLInputElement).checked;
    this.#surface.write(def['value'] ?? def['checked'], this.scope(), checked);
  }
}
