import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { failedCheck } from './failed-check';
import { boundProperty } from './bound-property';

let nextId = 0;

/**
 * `TextField`: a labelled input (`shortText`, `longText`, `number`, `obscured`, `date`) bound
 * both ways to its `value` path (the middleware's `text` and `textFieldType` are read too).
 * Once edited, a field whose `checks` fail is `aria-invalid` and described by the first failing
 * check's message (not before: an empty form is not shouted at).
 */
@Component({
  selector: 'agui-a2ui-text-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 0.25em;
    }
    input,
    textarea {
      font: inherit;
      padding: 0.4em 0.5em;
      border: 1px solid var(--_a2ui-border-color);
      border-radius: var(--agui-a2ui-radius, 0.5rem);
      background: var(--agui-a2ui-input-background, transparent);
      color: inherit;
    }
    .checks {
      margin: 0;
      font-size: 0.875em;
      color: var(--_a2ui-error-color);
    }
  `,
  template: `
    @if (label()) {
      <label [for]="id">{{ label() }}</label>
    }
    @if (type() === 'longText') {
      <textarea
        [id]="id"
        [value]="value()"
        [attr.aria-label]="label() ? null : fallbackName()"
        [attr.aria-invalid]="invalid() || null"
        [attr.aria-describedby]="invalid() ? id + '-check' : null"
        (input)="write($event)"
      ></textarea>
    } @else {
      <input
        [id]="id"
        [type]="inputType()"
        [value]="value()"
        [attr.aria-label]="label() ? null : fallbackName()"
        [attr.aria-invalid]="invalid() || null"
        [attr.aria-describedby]="invalid() ? id + '-check' : null"
        (input)="write($event)"
      />
    }
    @if (invalid()) {
      <p class="checks" [id]="id + '-check'">{{ failedCheck() }}</p>
    }
  `,
})
export class A2uiTextField {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  protected readonly id = `agui-a2ui-field-${nextId++}`;
  readonly #surface = injectA2uiSurface();
  readonly #label = this.#surface.value(this.definition, 'label', this.scope);
  readonly #bound = boundProperty(this.#surface, this.definition, this.scope, ['value', 'text']);
  protected readonly label = computed(() => display(this.#label()));
  /** The name an unlabelled field is announced by. */
  protected readonly fallbackName = this.#bound.fallbackName;
  protected readonly value = computed(() => display(this.#bound.value()));
  protected readonly type = computed(() => {
    const def = this.definition();
    return String(def['variant'] ?? def['textFieldType'] ?? 'shortText');
  });
  protected readonly inputType = computed(() => {
    const type = this.type();
    if (type === 'obscured') return 'password';
    if (type === 'number' || type === 'date') return type;
    return 'text';
  });

  /** Whether the person edited the field: a check fails visibly only after that. */
  readonly #edited = signal(false);
  protected readonly failedCheck = computed(() =>
    failedCheck(this.#surface, this.definition(), this.scope()),
  );
  protected readonly invalid = computed(() => this.#edited() && this.failedCheck() !== undefined);

  protected write(event: Event): void {
    this.#edited.set(true);
    const text = (event.target as HTMLInputElement).value;
    this.#bound.write(this.type() === 'number' && text !== '' ? Number(text) : text);
  }
}
