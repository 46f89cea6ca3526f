import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AgentWarning } from 'ngx-ag-ui/core';

/** What the conversation survived: dropped events and failed patches, and a diverged state. */
@Component({
  selector: 'app-warnings-report',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (warnings().length > 0 || stateDiverged()) {
      <section class="warnings" aria-labelledby="warnings-title">
        <h3 id="warnings-title">Warnings in this conversation ({{ warnings().length }})</h3>
        @if (stateDiverged()) {
          <p>
            The agent state may have diverged: a state patch failed and was not applied. The next
            STATE_SNAPSHOT repairs it.
          </p>
        }
        <ul>
          @for (warning of warnings(); track $index) {
            <li>
              <span class="tag">{{ warning.kind }}</span> {{ warning.message }}
            </li>
          }
        </ul>
      </section>
    }
  `,
})
export class WarningsReport {
  /** The warnings of the conversation, oldest first. */
  readonly warnings = input<readonly AgentWarning[]>([]);
  /** Whether a state patch failed since the last snapshot. */
  readonly stateDiverged = input(false);
}
