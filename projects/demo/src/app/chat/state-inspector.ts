import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

/** The agent state as formatted JSON, the way the agent will get it back with the next run. */
@Component({
  selector: 'app-state-inspector',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="panel" aria-labelledby="state-title">
      <h2 id="state-title">Agent state</h2>
      <details>
        <summary>
          {{ summary() }}
          @if (diverged()) {
            <span class="tag tag-warn">possibly diverged</span>
          }
        </summary>
        <pre class="json" tabindex="0" aria-label="Agent state as JSON">{{ json() }}</pre>
      </details>
    </section>
  `,
})
export class StateInspector {
  /** The state to show. */
  readonly state = input<unknown>({});
  /** Whether a state patch failed since the last snapshot. */
  readonly diverged = input(false);

  protected readonly json = computed(() => JSON.stringify(this.state(), null, 2) ?? 'undefined');
  protected readonly summary = computed(() => {
    const state = this.state();
    const citations =
      typeof state === 'object' && state !== null && 'citations' in state
        ? (state as { citations: unknown }).citations
        : null;
    const keys =
      typeof citations === 'object' && citations !== null ? Object.keys(citations).length : 0;
    return `${this.json().length.toLocaleString('en')} characters, citations for ${keys} ${keys === 1 ? 'message' : 'messages'}`;
  });
}
