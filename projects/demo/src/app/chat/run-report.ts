import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ActiveStep, AgentError, AgentStatus, AgentWarning } from 'ngx-ag-ui/core';

const ERROR_TITLES: Record<AgentError['kind'], string> = {
  'run-error': 'The agent reported a failed run (RUN_ERROR)',
  protocol: 'The agent broke the AG-UI sequence rules',
  'malformed-event': 'The agent sent a malformed event',
  http: 'The agent answered with an HTTP error',
  network: 'The connection to the agent was lost',
  truncated: 'The stream was cut before the run ended',
  'invalid-response': 'The agent sent something that is not an AG-UI stream',
  timeout: 'The agent stayed silent for too long',
  redirect: 'The agent redirected to another origin',
  'invalid-request': 'The run input could not be sent',
  'tool-loop': 'The agent kept calling browser tools; the app stopped answering them',
};

/** What to do about an error, depending on whether the failed run had started to answer. */
function hintFor(kind: AgentError['kind'], answered: boolean): string {
  if ((kind === 'network' || kind === 'truncated') && answered) {
    return 'The stream was cut mid-answer: no RUN_FINISHED or RUN_ERROR arrived, so the answer is incomplete.';
  }
  if (kind === 'network' || kind === 'http' || kind === 'timeout') {
    return 'Check the agent URL in the settings and that the agent is running.';
  }
  if (kind === 'invalid-response') return 'Check that the agent URL points at an AG-UI endpoint.';
  return '';
}

/** Where the run is (a polite status line), why it failed (an alert) and what it survived. */
@Component({
  selector: 'app-run-report',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p class="run-status" role="status" aria-label="Run status" [attr.data-status]="status()">
      @if (status() === 'running') {
        <span class="spinner" aria-hidden="true"></span>
      }
      {{ statusText() }}
    </p>
    <div role="alert" class="alert-slot">
      @if (error(); as error) {
        <div class="error-banner">
          <h3>{{ errorTitle() }}</h3>
          <p>
            {{ error.message }}
            @if (error.code) {
              <code>{{ error.code }}</code>
            }
            @if (error.status) {
              <code>HTTP {{ error.status }}</code>
            }
          </p>
          @if (errorHint()) {
            <p>{{ errorHint() }}</p>
          }
          <p>Everything that arrived before the failure is kept. Ask again or regenerate.</p>
        </div>
      }
    </div>
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
export class RunReport {
  readonly status = input.required<AgentStatus>();
  readonly error = input<AgentError | null>(null);
  readonly warnings = input<readonly AgentWarning[]>([]);
  /** Whether a state patch failed since the last snapshot. */
  readonly stateDiverged = input(false);
  /** Whether the run was requested and nothing has arrived yet. */
  readonly waiting = input(false);
  /** Whether the last run delivered part of an answer before it ended. */
  readonly answered = input(false);
  /** Steps the agent has open. */
  readonly steps = input<readonly ActiveStep[]>([]);

  protected readonly statusText = computed(() => {
    switch (this.status()) {
      case 'running': {
        if (this.waiting()) return 'Waiting for the agent to answer…';
        const steps = this.steps().map((step) => step.stepName);
        return steps.length > 0
          ? `The agent is working (${steps.join(', ')})…`
          : 'The agent is answering…';
      }
      case 'success':
        return 'Answer complete.';
      case 'cancelled':
        return 'Stopped. The partial answer is kept; regenerate to try again.';
      case 'error':
        return 'The run failed.';
      case 'interrupted':
        return 'The agent is waiting for input.';
      default:
        return 'Ready.';
    }
  });
  protected readonly errorTitle = computed(() => {
    const error = this.error();
    return error ? ERROR_TITLES[error.kind] : '';
  });
  protected readonly errorHint = computed(() => {
    const error = this.error();
    return error ? hintFor(error.kind, this.answered()) : '';
  });
}
