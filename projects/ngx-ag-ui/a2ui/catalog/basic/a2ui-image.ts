import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { safeUrl } from './safe-url';

/**
 * `Image`: loads only absolute http(s) URLs (the library's link safety); any other URL is not
 * loaded and is a typed warning. Its `description` is the alternative text.
 */
@Component({
  selector: 'agui-a2ui-image',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    :host {
      display: contents;
    }
    img {
      max-width: 100%;
    }
    .avatar {
      width: 3rem;
      height: 3rem;
      border-radius: 50%;
    }
    .icon {
      width: 1.5rem;
      height: 1.5rem;
    }
  `,
  template: `
    @if (src(); as url) {
      <img [src]="url" [alt]="alt()" [class]="variant()" [style.object-fit]="fit()" />
    }
  `,
})
export class A2uiImage {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  protected readonly src = safeUrl(this.#surface, this.definition, this.scope, 'An image');
  readonly #description = this.#surface.value(this.definition, 'description', this.scope);
  protected readonly alt = computed(() => display(this.#description()));
  protected readonly variant = computed(() => String(this.definition()['variant'] ?? ''));
  protected readonly fit = computed(() => {
    const fit = this.definition()['fit'];
    return fit === 'contain' || fit === 'cover' || fit === 'fill' || fit === 'none' ? fit : null;
  });
}
