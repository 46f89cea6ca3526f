import { ChangeDetectionStrategy, Component, inject, Injectable, signal } from '@angular/core';
import { type FeedbackMetaEvent, provideChatFeedback } from 'ngx-ag-ui/chat';

/** The feedback the demo received: its `onFeedback` hook writes here, the panel shows it. */
@Injectable({ providedIn: 'root' })
export class DemoFeedbackLog {
  /** The META events received, newest first. */
  readonly events = signal<readonly FeedbackMetaEvent[]>([]);

  /** Keeps (and logs) one event. */
  add(event: FeedbackMetaEvent): void {
    console.info('onFeedback', event);
    this.events.update((events) => [event, ...events].slice(0, 5));
  }
}

/**
 * The chat route's feedback: thumbs and comments under each answer, saved per thread in
 * localStorage, and sent to the demo's log (an app would send them to its own service or agent).
 */
export const DEMO_FEEDBACK = provideChatFeedback({
  onFeedback: (event) => inject(DemoFeedbackLog).add(event),
});

/** The last feedback events, as the `onFeedback` hook received them. */
@Component({
  selector: 'app-feedback-log',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="panel" aria-labelledby="feedback-log-title">
      <h3 id="feedback-log-title">Feedback received</h3>
      @if (log.events().length === 0) {
        <p class="empty">Rate an answer (thumbs up or down): the onFeedback hook shows it here.</p>
      } @else {
        <pre aria-label="Last feedback event">{{ json(log.events()[0]) }}</pre>
      }
    </section>
  `,
  styles: `
    pre {
      margin: 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      font-size: 0.8rem;
    }
  `,
})
export class FeedbackLog {
  protected readonly log = inject(DemoFeedbackLog);
  protected readonly json = (event: FeedbackMetaEvent) => JSON.stringify(event, null, 2);
}
