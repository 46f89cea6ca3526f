import {
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  input,
  type Signal,
} from '@angular/core';
import { CitedTextView, SourcesList } from 'ngx-ag-ui/citations';
import { resolveCitedText, type MessageCitation, type ThreadMessage } from 'ngx-ag-ui/core';

const NO_CITATIONS: readonly MessageCitation[] = [];

/**
 * One assistant message as both pipelines render it: the cited text with its markers and the
 * list of its sources. Each pipeline hands it what it has: pipeline A the message's own signal
 * (`store.message(id)`, read here, so only this row re-renders when that message changes),
 * pipeline B the message's content and citations as plain values. Resolving runs only when the
 * content, the citations (by reference) or the streaming flag change.
 */
@Component({
  selector: 'app-bench-message',
  imports: [CitedTextView, SourcesList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '[attr.data-message-id]': 'messageId()' },
  template: `
    <agui-cited-text [cited]="cited()" [streaming]="streaming()" [messageKey]="messageId()" />
    @if (cited().citations.length > 0) {
      <agui-sources [cited]="cited()" [messageKey]="messageId()" [headingLevel]="3" />
    }
  `,
  // content-visibility: a long chat log should not lay out and paint what is off screen. Without
  // it, every frame re-lays out the whole conversation (225,000 layout objects at 1,000 cited
  // messages: 25-60 ms a frame whichever pipeline feeds it; found with bench:browser --trace).
  styles: `
    :host {
      display: block;
      content-visibility: auto;
      contain-intrinsic-size: auto 16rem;
      padding: 0.5rem 0;
      border-bottom: 1px solid #ddd;
    }
  `,
})
export class BenchMessage {
  /** The message id (keys the markers to their sources). */
  readonly messageId = input.required<string>();
  /** The message as a signal (pipeline A); when given, `content` and `citations` are ignored. */
  readonly source = input<Signal<ThreadMessage | undefined>>();
  /** The message text as received, `[^id]` markers included (pipeline B). */
  readonly content = input('');
  /** The message's normalised citations (pipeline B). */
  readonly citations = input<readonly MessageCitation[]>(NO_CITATIONS);
  /** Whether the message is still streaming. */
  readonly streaming = input(false, { transform: booleanAttribute });

  private readonly text = computed(() => {
    const source = this.source();
    if (!source) return this.content();
    const content = source()?.content;
    return typeof content === 'string' ? content : '';
  });
  private readonly sources = computed(() => {
    const source = this.source();
    return source ? (source()?.citations ?? NO_CITATIONS) : this.citations();
  });
  protected readonly cited = computed(() =>
    resolveCitedText(this.text(), this.sources(), { streaming: this.streaming() }),
  );
}
