import { ChangeDetectionStrategy, Component, computed, input, type Signal } from '@angular/core';
import { type CitedText, resolveCitedText } from 'ngx-ag-ui/core';
import { CitedTextView } from 'ngx-ag-ui/citations';

import { display } from '../../model/interpolate';
import type { A2uiComponentDef } from '../../model/a2ui-types';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

/** The variants of `Text` that are headings, biggest first. */
const HEADING_VARIANTS: readonly string[] = ['h1', 'h2', 'h3', 'h4', 'h5'];

/**
 * `Text`: a heading, a caption or body text; always text, never HTML. Every heading variant
 * (`h1`–`h5`) is an `<h4>` sized as the variant asks: agents pick variants for their size, in
 * any order (the specification's own examples go from `h3` to `h2` to `h4`), and a surface sits
 * under a heading of the page (in `<agui-chat>`, the `<h3>` of its answer), so one level keeps
 * the page's outline whole. A `[^id]` in the text that names a citation of the surface's
 * message (`state.citations[messageId]`) is drawn as a citation marker that opens its card.
 */
@Component({
  selector: 'agui-a2ui-text',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitedTextView],
  styles: `
    :host {
      display: contents;
    }
    h4,
    p {
      margin: 0;
    }
    h4 {
      font-weight: bold;
    }
    .h1 {
      font-size: 2em;
    }
    .h2 {
      font-size: 1.5em;
    }
    .h3 {
      font-size: 1.17em;
    }
    .h4 {
      font-size: 1em;
    }
    .h5 {
      font-size: 0.83em;
    }
    .caption {
      font-size: 0.875em;
      color: var(--_a2ui-muted-color);
    }
  `,
  template: `
    @if (cited(); as cited) {
      @if (heading()) {
        <h4 [class]="variant()"><agui-cited-text [cited]="cited" /></h4>
      } @else {
        <span [class.caption]="variant() === 'caption'"><agui-cited-text [cited]="cited" /></span>
      }
    } @else if (heading()) {
      <h4 [class]="variant()">{{ text() }}</h4>
    } @else if (variant() === 'caption') {
      <span class="caption">{{ text() }}</span>
    } @else {
      <span>{{ text() }}</span>
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
  protected readonly heading = computed(() => HEADING_VARIANTS.includes(this.variant() ?? ''));
  /** The text with its markers, when it cites a source of the surface's message. */
  protected readonly cited: Signal<CitedText | undefined> = computed(() => {
    const text = this.text();
    const citations = this.#surface.citations();
    if (citations.length === 0 || !text.includes('[^')) return undefined;
    const cited = resolveCitedText(text, citations);
    if (!cited.citations.some((citation) => citation.spans.length > 0)) return undefined;
    // One number per source across the surface (its place in the message's list), not from 1
    // in each text: two texts citing two sources show 1 and 2, not 1 and 1.
    const numbers = new Map<string, number>();
    citations.forEach((citation, i) => numbers.has(citation.id) || numbers.set(citation.id, i + 1));
    return {
      ...cited,
      citations: cited.citations.map((citation) => ({
        ...citation,
        index: numbers.get(citation.id) ?? citation.index,
      })),
    };
  });
}
