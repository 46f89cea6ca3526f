import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ActivityMessage, ToolCall } from '@ag-ui/core';
import type { ToolCallStatus } from 'ngx-ag-ui';

/** What `lookup_docs` is called with. */
export interface LookupDocsArgs {
  readonly query?: string;
}

const STATUS_TEXT: Record<ToolCallStatus, string> = {
  streaming: 'Looking up',
  'awaiting-approval': 'Waiting for approval to look up',
  pending: 'Waiting for the result of',
  done: 'Looked up',
  error: 'Could not look up',
};

/**
 * The component renderer of `lookup_docs` calls: the query while the agent writes it, then the
 * agent's result. Declares only the inputs it uses.
 */
@Component({
  selector: 'app-lookup-docs-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card" [attr.aria-labelledby]="call().id + '-title'" [attr.aria-busy]="status() === 'streaming'">
      <h4 [id]="call().id + '-title'">{{ statusText() }} “{{ args()?.query ?? '' }}”</h4>
      @if (result(); as text) {
        <p>{{ text }}</p>
      }
    </section>
  `,
  styles: `
    .card { border: 1px solid color-mix(in srgb, CanvasText 30%, transparent); border-radius: 0.5rem; padding: 0.5rem 1rem; }
    h4 { margin: 0; font-size: 1rem; }
  `,
})
export class LookupDocsCard {
  readonly call = input.required<ToolCall>();
  readonly args = input<LookupDocsArgs>();
  readonly status = input.required<ToolCallStatus>();
  readonly result = input<string>();
  protected readonly statusText = computed(() => STATUS_TEXT[this.status()]);
}

/** The component renderer of `search` activities: pages read so far, as a live progress bar. */
@Component({
  selector: 'app-search-progress-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p role="status">
      <label [for]="activity().id + '-progress'">Search: {{ done() }} of {{ total() }} pages</label>
      <progress [id]="activity().id + '-progress'" [value]="done()" [max]="total()"></progress>
    </p>
  `,
  styles: `
    label { margin-inline-end: 0.5rem; }
  `,
})
export class SearchProgressCard {
  readonly activity = input.required<ActivityMessage>();
  readonly content = input.required<Record<string, unknown>>();
  protected readonly done = computed(() => Number(this.content()['done'] ?? 0));
  protected readonly total = computed(() => Number(this.content()['total'] ?? 0));
}
