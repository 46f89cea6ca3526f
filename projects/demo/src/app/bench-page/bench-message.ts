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
  styles: `
    :host { display: block; padding: 0.5rem 0; border-bottom: 1px solid #ddd; }
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
