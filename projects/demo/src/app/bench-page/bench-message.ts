import { booleanAttribute, ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { CitedTextView, SourcesList } from 'ngx-ag-ui/citations';
import { resolveCitedText, type Citation } from 'ngx-ag-ui/core';

/**
 * One assistant message as both pipelines render it: the cited text with its markers and the
 * list of its sources. Resolving runs only when the content, the citations (by reference) or
 * the streaming flag change.
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
  /** The message text as received, `[^id]` markers included. */
  readonly content = input.required<string>();
  /** The message's normalised citations. */
  readonly citations = input.required<readonly Citation[]>();
  /** Whether the message is still streaming. */
  readonly streaming = input(false, { transform: booleanAttribute });

  protected readonly cited = computed(() =>
    resolveCitedText(this.content(), this.citations(), { streaming: this.streaming() }),
  );
}
