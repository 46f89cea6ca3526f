import {
  ChangeDetectionStrategy,
  Component,
  computed,
  InjectionToken,
  input,
  LOCALE_ID,
  inject,
} from '@angular/core';
import type { TokenUsage } from '@ag-ui/core';

import { toUsageRows } from './usage-rows';

/** The words of `<agui-usage>`; `{total}` is replaced by the formatted count. */
export interface UsageLabels {
  /** The summary, e.g. "Tokens used: 1,234" (`{total}`). */
  readonly summary: string;
  /** The summary when no entry reported a total. */
  readonly summaryUnknown: string;
  readonly caption: string;
  readonly source: string;
  readonly input: string;
  readonly cachedInput: string;
  readonly cacheWrites: string;
  readonly output: string;
  readonly reasoning: string;
  readonly total: string;
  /** Shown for a count the agent did not report. */
  readonly notReported: string;
}

/** The default (English) words of `<agui-usage>`. */
export const DEFAULT_USAGE_LABELS: UsageLabels = {
  summary: 'Tokens used: {total}',
  summaryUnknown: 'Tokens used',
  caption: 'Token usage of the last run, per model',
  source: 'Model',
  input: 'Input',
  cachedInput: 'of which cached',
  cacheWrites: 'of which cache writes',
  output: 'Output',
  reasoning: 'of which reasoning',
  total: 'Total',
  notReported: '–',
};

/** The words of every `<agui-usage>` below an injector; its `labels` input still wins. */
export const AG_UI_USAGE_LABELS = new InjectionToken<UsageLabels>('AG_UI_USAGE_LABELS', {
  providedIn: 'root',
  factory: () => DEFAULT_USAGE_LABELS,
});

/**
 * A run's token usage, as the agent reported it on `RUN_FINISHED` or `RUN_ERROR` (one entry
 * per provider and model): a folded summary with the total, and a table of the counts. Counts the
 * agent did not report show as "–", never as 0. `<agui-chat>` shows it under the last answer.
 *
 * @example
 * <agui-usage [usage]="agent.usage()" />
 */
@Component({
  selector: 'agui-usage',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (view().rows.length) {
      <details>
        <summary>{{ summary() }}</summary>
        <div class="agui-usage-scroll">
          <table>
            <caption>{{ text().caption }}</caption>
            <thead>
              <tr>
                <th scope="col">{{ text().source }}</th>
                <th scope="col">{{ text().input }}</th>
                <th scope="col">{{ text().cachedInput }}</th>
                <th scope="col">{{ text().cacheWrites }}</th>
                <th scope="col">{{ text().output }}</th>
                <th scope="col">{{ text().reasoning }}</th>
                <th scope="col">{{ text().total }}</th>
              </tr>
            </thead>
            <tbody>
              @for (row of view().rows; track row.key) {
                <tr>
                  <th scope="row">{{ row.source }}</th>
                  <td>{{ format(row.input) }}</td>
                  <td>{{ format(row.cachedInput) }}</td>
                  <td>{{ format(row.cacheWrites) }}</td>
                  <td>{{ format(row.output) }}</td>
                  <td>{{ format(row.reasoning) }}</td>
                  <td>{{ format(row.total) }}</td>
                </tr>
              }
            </tbody>
          </table>
        </div>
      </details>
    }
  `,
  styles: `
    :host {
      display: block;
      min-inline-size: 0;
      font-size: var(--agui-usage-font-size, 0.875em);
      color: var(--agui-usage-color, inherit);
    }
    summary {
      cursor: pointer;
    }
    .agui-usage-scroll {
      overflow-x: auto;
    }
    table {
      border-collapse: collapse;
      margin-block-start: 0.25rem;
    }
    caption {
      text-align: start;
      padding-block-end: 0.25rem;
    }
    th,
    td {
      padding: 0.125rem 0.5rem;
      text-align: end;
      white-space: nowrap;
    }
    th[scope='row'],
    thead th:first-child {
      text-align: start;
    }
  `,
})
export class Usage {
  /** The run's usage (`AgentStore.usage()`): one entry per provider and model. */
  readonly usage = input<readonly TokenUsage[]>([]);
  /** Words to replace, e.g. for another language. */
  readonly labels = input<Partial<UsageLabels>>({});

  readonly #numbers = new Intl.NumberFormat(inject(LOCALE_ID));
  readonly #base = inject(AG_UI_USAGE_LABELS);
  protected readonly text = computed(() => ({ ...this.#base, ...this.labels() }));
  protected readonly view = computed(() => toUsageRows(this.usage()));
  protected readonly summary = computed(() => {
    const total = this.view().total;
    return total === undefined
      ? this.text().summaryUnknown
      : this.text().summary.replace('{total}', () => this.#numbers.format(total));
  });

  protected format(count: number | undefined): string {
    return count === undefined ? this.text().notReported : this.#numbers.format(count);
  }
}
