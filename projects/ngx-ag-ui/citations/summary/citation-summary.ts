import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import {
  type CitationDomainCount,
  type CitedText,
  summarizeCitationsByDomain,
} from 'ngx-ag-ui/core';

import { type CitationLabels, formatLabel, mergeLabels } from '../options/citation-labels';
import { AG_UI_CITATION_OPTIONS } from '../options/citation-options';

/**
 * How many sources come from each domain ("3 from wikipedia.org, 2 from nasa.gov"). Counts come
 * from `counts` when given, else from `cited.domainCounts` (an Ably summary), else from
 * `summarizeCitationsByDomain(cited.citations)`. Renders nothing when there is nothing to count.
 *
 * @example
 * <agui-citation-summary [cited]="cited()" />
 */
@Component({
  selector: 'agui-citation-summary',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (items().length > 0) {
      <ul role="list" [attr.aria-label]="text().summaryName">
        @for (item of items(); track item.domain) {
          <!-- One line: whitespace inside the item would show before the separator. -->
          <li>@if (!$first) {<span aria-hidden="true">{{ text().summarySeparator }}</span>}{{ item.text }}</li>
        }
      </ul>
    }
  `,
  styles: `
    :host { display: block; color: var(--agui-citation-summary-color, inherit); }
    ul { display: inline; margin: 0; padding: 0; list-style: none; }
    li { display: inline; }
  `,
})
export class CitationSummary {
  private readonly options = inject(AG_UI_CITATION_OPTIONS);

  /** The message whose sources to count (its `domainCounts` win over counting its citations). */
  readonly cited = input<CitedText>();
  /** Counts to show as given (e.g. from an Ably summary); win over `cited`. */
  readonly counts = input<readonly CitationDomainCount[]>();
  /** Labels overriding those of `AG_UI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();

  protected readonly text = computed(() => mergeLabels(this.options.labels, this.labels()));
  protected readonly items = computed(() => {
    const cited = this.cited();
    const counts =
      this.counts() ?? cited?.domainCounts ?? summarizeCitationsByDomain(cited?.citations ?? []);
    const template = this.text().summaryItem;
    return counts
      .filter((entry) => entry.count > 0)
      .map((entry) => ({
        domain: entry.domain,
        text: formatLabel(template, { count: entry.count, domain: entry.domain }),
      }));
  });
}
