import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  input,
  untracked,
} from '@angular/core';
import { toSafeHref } from 'ngx-ag-ui/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { a2uiWarning } from '../../model/a2ui-warning';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

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
  readonly #url = this.#surface.value(this.definition, 'url', this.scope);
  readonly #description = this.#surface.value(this.definition, 'description', this.scope);
  protected readonly src = computed(() => toSafeHref(this.#url()));
  protected readonly alt = computed(() => display(this.#description()));
  protected readonly variant = computed(() => String(this.definition()['variant'] ?? ''));
  protected readonly fit = computed(() => {
    const fit = this.definition()['fit'];
    return fit === 'contain' || fit === 'cover' || fit === 'fill' || fit === 'none' ? fit : null;
  });

  constructor() {
    effect(() => {
      const url = this.#url();
      if (url !== undefined && url !== '' && this.src() === null) {
        const id = this.definition().id;
        untracked(() =>
          this.#surface.warn(a2uiWarning('unsafe-url', 'An image URL that is not http(s).', id)),
        );
      }
    });
  }
}
