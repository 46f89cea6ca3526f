import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';
import { safeUrl } from './safe-url';

/**
 * `Video` and `AudioPlayer`: the browser's own player with its controls (keyboard and screen
 * reader support included), for absolute http(s) URLs only; an audio player is labelled with
 * its `description`.
 */
@Component({
  selector: 'agui-a2ui-media',
  changeDetection: ChangeDetectionStrategy.OnPush,
  styles: `
    :host {
      display: block;
    }
    video {
      max-width: 100%;
    }
  `,
  template: `
    @if (src(); as url) {
      @if (video()) {
        <video [src]="url" controls preload="metadata"></video>
      } @else {
        @if (description()) {
          <p>{{ description() }}</p>
        }
        <audio [src]="url" controls preload="metadata" [attr.aria-label]="description() || null"></audio>
      }
    }
  `,
})
export class A2uiMedia {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  protected readonly src = safeUrl(this.#surface, this.definition, this.scope, 'A media');
  readonly #description = this.#surface.value(this.definition, 'description', this.scope);
  protected readonly video = computed(() => this.definition().component === 'Video');
  protected readonly description = computed(() => display(this.#description()));
}
