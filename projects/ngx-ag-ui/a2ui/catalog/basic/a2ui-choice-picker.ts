import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { isRecord } from '../../model/share-structure';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { boundProperty } from './bound-property';

let nextId = 0;

/**
 * `ChoicePicker`: a labelled group of radio buttons (`mutuallyExclusive`) or check boxes
 * (`multipleSelection`), bound both ways to its `value` path (a list of option values).
 */
@Component({
  selector: 'agui-a2ui-choice-picker',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    fieldset {
      border: 0;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.5em 1em;
    }
    legend {
      padding: 0;
      margin-bottom: 0.25em;
    }
    label {
      display: inline-flex;
      gap: 0.4em;
      align-items: center;
    }
  `,
  template: `
    <fieldset>
      @if (label()) {
        <legend>{{ label() }}</legend>
      }
      @for (option of options(); track option.value) {
        <label>
          <input
            [type]="multiple() ? 'checkbox' : 'radio'"
            [name]="name"
            [value]="option.value"
            [checked]="selected().includes(option.value)"
            (change)="toggle(option.value, $event)"
          />
          {{ option.label }}
        </label>
      }
    </fieldset>
  `,
})
export class A2uiChoicePicker {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  protected readonly name = `agui-a2ui-choice-${nextId++}`;
  readonly #surface = injectA2uiSurface();
  readonly #label = this.#surface.value(this.definition, 'label', this.scope);
  readonly #bound = boundProperty(this.#surface, this.definition, this.scope, [
    'value',
    'selections',
  ]);
  protected readonly label = computed(() => display(this.#label()));
  protected readonly multiple = computed(
    () => this.definition()['variant'] === 'multipleSelection',
  );
  protected readonly options = computed(() => {
    const options = this.definition()['options'];
    if (!Array.isArray(options)) return [];
    return options.filter(isRecord).map((option) => ({
      value: String(option['value'] ?? ''),
      label: display(this.#surface.resolve(option['label'], this.scope(), this.definition().id)),
    }));
  });
  protected readonly selected = computed((): readonly string[] => {
    const value = this.#bound.value();
    if (Array.isArray(value)) return value.map(String);
    return typeof value === 'string' ? [value] : [];
  });

  protected toggle(value: string, event: Event): void {
    const checked = (event.target as HTMLInputElement).checked;
    const rest = this.selected().filter((selected) => selected !== value);
    const next = this.multiple() ? (checked ? [...rest, value] : rest) : [value];
    this.#bound.write(next);
  }
}
