import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

/** Placeholder list of a message's sources; replaced by the full component in the citations issue. */
@Component({
  selector: 'agui-sources',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section [attr.aria-labelledby]="headingId">
      <h2 [id]="headingId">{{ heading() }} ({{ count() }})</h2>
      <ol>
        @for (citation of citations(); track citation.id) {
          <li>
            @if (citation.href) {
              <a [href]="citation.href" target="_blank" rel="noopener noreferrer">{{ citation.displayTitle }}</a>
            } @else {
              {{ citation.displayTitle }}
            }
          </li>
        }
      </ol>
    </section>
  `,
})
export class SourcesList {
  readonly citations = input.required<readonly Citation[]>();
  readonly heading = input('Sources');
  protected readonly count = computed(() => this.citations().length);
  protected readonly headingId = 'agui-sources-heading';
}
