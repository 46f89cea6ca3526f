import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

/** The live "searching…" card of a `search` activity (ACTIVITY_SNAPSHOT, then deltas). */
@Component({
  selector: 'app-search-activity-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p class="search-activity" role="status">{{ label() }} ({{ progress() }})</p>`,
  styles: `
    .search-activity {
      margin: 0.5rem 0;
      padding: 0.5rem 0.75rem;
      border: 1px dashed currentColor;
      border-radius: 0.5rem;
    }
  `,
})
export class SearchActivityCard {
  readonly content = input.required<Record<string, unknown>>();
  protected readonly label = computed(() => String(this.content()['label'] ?? 'Searching…'));
  protected readonly progress = computed(
    () => `${Number(this.content()['done'] ?? 0)} of ${Number(this.content()['total'] ?? 0)} pages`,
  );
}
