import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { boundProperty } from './bound-property';

let nextId = 0;

/**
 * `DateTimeInput`: the browser's own date, time or date-and-time input (`enableDate`,
 * `enableTime`), labelled, bound both ways to its `value` path as ISO 8601 text.
 */
@Component({
  selector: 'agui-a2ui-date-time-input',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 0.25em;
    }
    input {
      font: inherit;
      padding: 0.4em 0.5em;
      border: 1px solid var(--_a2ui-border-color);
      border-radius: var(--agui-a2ui-radius, 0.5rem);
      background: var(--agui-a2ui-input-background, transparent);
      color: inherit;
    }
  `,
  template: `
    <label [for]="id">{{ label() }}</label>
    <input [id]="id" [type]="type()" [value]="value()" (input)="write($event)" />
  `,
})
export class A2uiDateTimeInput {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  protected readonly id = `agui-a2ui-date-${nextId++}`;
  readonly #surface = injectA2uiSurface();
  readonly #label = this.#surface.value(this.definition, 'label', this.scope);
  readonly #bound = boundProperty(this.#surface, this.definition, this.scope, ['value']);
  protected readonly type = computed(() => {
    const def = this.definition();
    const date = def['enableDate'] !== false;
    const time = def['enableTime'] === true;
    if (date && time) return 'datetime-local';
    return time ? 'time' : 'date';
  });
  protected readonly label = computed(() => {
    const label = display(this.#label());
    if (label) return label;
    return this.type() === 'time' ? 'Time' : 'Date';
  });
  /** The ISO value cut to what the input type shows (`2026-03-05T14:07:00Z` → `2026-03-05`). */
  protected readonly value = computed(() => {
    const value = display(this.#bound.value());
    const type = this.type();
    if (type === 'date') return value.slice(0, 10);
    if (type === 'datetime-local') return value.slice(0, 16);
    return value.includes('T') ? value.split('T')[1].slice(0, 5) : value.slice(0, 5);
  });

  protected write(event: Event): void {
    this.#bound.write((event.target as HTMLInputElement).value);
  }
}
