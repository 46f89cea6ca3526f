import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

/** `Text`: a heading (`h1`–`h5`), a caption or body text; always text, never HTML. */
@Component({
  selector: 'agui-a2ui-text',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    :host {
      display: contents;
    }
    h1,
    h2,
    h3,
    h4,
    h5,
    p {
      margin: 0;
    }
    .caption {
      font-size: 0.875em;
      color: var(--_a2ui-muted-color);
    }
  `,
  template: `
    @switch (variant()) {
      @case ('h1') {
        <h1>{{ text() }}</h1>
      }
      @case ('h2') {
        <h2>{{ text() }}</h2>
      }
      @case ('h3') {
        <h3>{{ text() }}</h3>
      }
      @case ('h4') {
        <h4>{{ text() }}</h4>
      }
      @case ('h5') {
        <h5>{{ text() }}</h5>
      }
      @case ('caption') {
        <span class="caption">{{ text() }}</span>
      }
      @default {
        <span>{{ text() }}</span>
      }
    }
  `,
})
export class A2uiText {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  readonly #text = this.#surface.value(this.definition, 'text', this.scope);
  protected readonly text = computed(() => display(this.#text()));
  protected readonly variant = this.#surface.value<string>(this.definition, 'variant', this.scope);
}
