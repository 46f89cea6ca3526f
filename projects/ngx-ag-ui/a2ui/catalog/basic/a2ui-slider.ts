import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { boundProperty } from './bound-property';

let nextId = 0;

/** `Slider`: a labelled range input (`min`, `max`) bound both ways to its `value` path. */
@Component({
  selector: 'agui-a2ui-slider',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 0.25em;
    }
  `,
  template: `
    @if (label()) {
      <label [for]="id">{{ label() }}</label>
    }
    <input
      type="range"
      [id]="id"
      [attr.aria-label]="label() ? null : fallbackName()"
      [min]="min()"
      [max]="max()"
      [value]="value()"
      [attr.aria-valuetext]="value()"
      (input)="write($event)"
    />
  `,
})
export class A2uiSlider {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  protected readonly id = `agui-a2ui-slider-${nextId++}`;
  readonly #surface = injectA2uiSurface();
  readonly #label = this.#surface.value(this.definition, 'label', this.scope);
  readonly #bound = boundProperty(this.#surface, this.definition, this.scope, ['value']);
  protected readonly label = computed(() => display(this.#label()));
  /** The name an unlabelled slider is announced by. */
  protected readonly fallbackName = this.#bound.fallbackName;
  protected readonly min = computed(() =>
    numberOr(this.definition()['min'] ?? this.definition()['minValue'], 0),
  );
  protected readonly max = computed(() =>
    numberOr(this.definition()['max'] ?? this.definition()['maxValue'], 100),
  );
  protected readonly value = computed(() => numberOr(this.#bound.value(), this.min()));

  protected write(event: Event): void {
    this.#bound.write(Number((event.target as HTMLInputElement).value));
  }
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
