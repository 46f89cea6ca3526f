import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';
import { A2uiNode } from '../../render/a2ui-node';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { A2UI_MODAL_TRIGGER } from './a2ui-modal-trigger';
import { failedCheck } from './failed-check';

/**
 * `Button`: sends its `action` (with its context resolved from the data) to the agent as the
 * next run. While the surface waits for the agent it is disabled and busy, so an action is
 * sent once; failed `checks` disable it too and say why.
 */
@Component({
  selector: 'agui-a2ui-button',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiNode],
  styles: `
    :host {
      display: inline-block;
    }
    button {
      font: inherit;
      padding: 0.4em 1em;
      border-radius: var(--agui-a2ui-radius, 0.5rem);
      border: 1px solid var(--_a2ui-border-color);
      background: var(--agui-a2ui-button-background, transparent);
      color: inherit;
      cursor: pointer;
    }
    button.primary {
      background: var(--_a2ui-primary-background);
      border-color: var(--_a2ui-primary-background);
      color: var(--_a2ui-primary-color);
    }
    button.borderless {
      border-color: transparent;
      background: transparent;
    }
    button:focus-visible {
      outline: 2px solid var(--_a2ui-focus-color);
      outline-offset: 2px;
    }
    button[aria-disabled='true'] {
      opacity: 0.6;
      cursor: not-allowed;
    }
    .checks {
      margin: 0.25em 0 0;
      font-size: 0.875em;
      color: var(--_a2ui-error-color);
    }
  `,
  template: `
    <button
      type="button"
      [class]="variant()"
      [attr.aria-disabled]="disabled() || null"
      [attr.aria-busy]="busy() || null"
      (click)="send()"
    >
      @for (child of children(); track child.scope + '|' + child.id) {
        <agui-a2ui-node [componentId]="child.id" [scope]="child.scope" />
      }
    </button>
    @if (failedCheck(); as message) {
      <p class="checks">{{ message }}</p>
    }
  `,
})
export class A2uiButton {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  readonly #trigger = inject(A2UI_MODAL_TRIGGER, { optional: true });
  protected readonly children = this.#surface.children(this.definition, 'child', this.scope);
  protected readonly busy = this.#surface.busy;
  protected readonly variant = computed(() => {
    const variant = this.definition()['variant'];
    return variant === 'primary' || variant === 'borderless' ? variant : 'default';
  });
  /** The message of the first check that fails, if one does. */
  protected readonly failedCheck = computed(() =>
    failedCheck(this.#surface, this.definition(), this.scope()),
  );
  protected readonly disabled = computed(() => this.busy() || this.failedCheck() !== undefined);

  // aria-disabled rather than disabled: the button keeps its focus while the agent works, so
  // a keyboard user is not thrown back to the top of the page.
  protected send(): void {
    if (this.disabled()) return;
    // A modal's trigger opens the modal and sends nothing.
    if (this.#trigger) return this.#trigger.open();
    this.#surface.act(this.definition(), this.scope());
  }
}
