import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';

import { AG_UI_TOOL_UI_LABELS, fillToolUiLabel } from '../labels/tool-ui-labels';

import { toResultPartViews } from './to-result-part-views';

/**
 * The content parts of a tool result (AG-UI 1.1: text, images, audio, video, documents), shown
 * without HTML strings: images with their alt text, audio and video with the browser's players,
 * documents as links. A URL that fails the link safety (only absolute http(s), or a base64
 * raster image inline) shows the part's name instead. `<agui-tool-call>` uses it for a result
 * with media parts when no renderer is registered for the tool.
 *
 * @example
 * <agui-tool-result-parts [content]="toolMessage.content" />
 */
@Component({
  selector: 'agui-tool-result-parts',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (part of view().parts; track part.key) {
      @switch (part.kind) {
        @case ('text') {
          <p class="agui-result-text">{{ part.text }}</p>
        }
        @case ('image') {
          @if (part.src) {
            <img [src]="part.src" [alt]="part.alt" loading="lazy" />
          } @else {
            <p class="agui-result-missing">{{ part.alt }} {{ labels.imageNotShown }}</p>
          }
        }
        @case ('audio') {
          @if (part.src) {
            <audio controls preload="none" [src]="part.src" [attr.aria-label]="part.label"></audio>
          } @else {
            <p class="agui-result-missing">{{ part.label }} {{ labels.mediaNotShown }}</p>
          }
        }
        @case ('video') {
          @if (part.src) {
            <video controls preload="none" [src]="part.src" [attr.aria-label]="part.label"></video>
          } @else {
            <p class="agui-result-missing">{{ part.label }} {{ labels.mediaNotShown }}</p>
          }
        }
        @case ('document') {
          @if (part.href) {
            <a [href]="part.href" target="_blank" rel="noopener noreferrer">{{ part.label }}</a>
          } @else {
            <p class="agui-result-missing">{{ part.label }} {{ labels.documentNotLinked }}</p>
          }
        }
        @default {
          <p class="agui-result-missing">{{ part.label }}</p>
        }
      }
    }
    @if (view().omitted > 0) {
      <p class="agui-result-missing">{{ more() }}</p>
    }
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
      min-width: 0;
    }
    p {
      margin: 0;
      overflow-wrap: anywhere;
      white-space: pre-wrap;
    }
    img,
    video {
      max-width: 100%;
      height: auto;
      border-radius: 0.375rem;
    }
    audio {
      max-width: 100%;
    }
    a {
      overflow-wrap: anywhere;
    }
    .agui-result-missing {
      font-style: italic;
      opacity: 0.8;
    }
  `,
})
export class ToolResultParts {
  /** The result's content: a string (shown as text) or a list of AG-UI content parts. */
  readonly content = input<unknown>();

  protected readonly labels = inject(AG_UI_TOOL_UI_LABELS);
  protected readonly view = computed(() => toResultPartViews(this.content(), this.labels));
  protected readonly more = computed(() =>
    fillToolUiLabel(this.labels.moreParts, { n: this.view().omitted }),
  );
}
