import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';

import { DEMO_FAILURES, PROTOCOL_PROMPTS, SAMPLE_QUESTIONS, SURFACE_PROMPTS } from './demo-prompts';

/** Sample questions, the surface prompts and the magic prompts of the failure paths, one click each. */
@Component({
  selector: 'app-try-it-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="panel" aria-labelledby="try-title">
      <h2 id="try-title">Try it</h2>
      <h3>Questions</h3>
      <ul class="prompt-list">
        @for (question of questions; track question) {
          <li>
            <button
              type="button"
              class="link-button"
              [disabled]="disabled()"
              (click)="asked.emit(question)"
            >
              {{ question }}
            </button>
          </li>
        }
      </ul>
      <h3>Surfaces</h3>
      <ul class="prompt-list">
        @for (surface of surfaces; track surface.prompt) {
          <li>
            <button
              type="button"
              class="link-button"
              [disabled]="disabled()"
              (click)="asked.emit(surface.prompt)"
            >
              {{ surface.prompt }}
            </button>
            <p class="muted">{{ surface.explanation }}</p>
          </li>
        }
      </ul>
      <h3>Subagents and media</h3>
      <ul class="prompt-list">
        @for (prompt of protocol; track prompt.prompt) {
          <li>
            <button
              type="button"
              class="link-button"
              [disabled]="disabled()"
              (click)="asked.emit(prompt.prompt)"
            >
              {{ prompt.prompt }}
            </button>
            <p class="muted">{{ prompt.explanation }}</p>
          </li>
        }
      </ul>
      <h3>Failure paths</h3>
      <ul class="prompt-list">
        @for (failure of failures; track failure.chaos) {
          <li>
            <button
              type="button"
              class="link-button"
              [disabled]="disabled()"
              (click)="asked.emit(failure.prompt)"
            >
              {{ failure.prompt }}
            </button>
            <p class="muted">{{ failure.explanation }}</p>
          </li>
        }
      </ul>
    </section>
  `,
})
export class TryItPanel {
  /** Whether prompts are disabled (a run is in progress). */
  readonly disabled = input(false);
  /** Emits the prompt to send. */
  readonly asked = output<string>();

  protected readonly questions = SAMPLE_QUESTIONS;
  protected readonly surfaces = SURFACE_PROMPTS;
  protected readonly protocol = PROTOCOL_PROMPTS;
  protected readonly failures = DEMO_FAILURES;
}
