import { ChangeDetectionStrategy, Component, input, output, signal } from '@angular/core';

/** The question box with Send, Stop and Regenerate. */
@Component({
  selector: 'app-composer',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <form class="composer" (submit)="submit($event)">
      <label for="composer-input">Your question</label>
      <textarea
        id="composer-input"
        name="question"
        rows="2"
        placeholder="Ask about Angular or the web platform…"
        aria-describedby="composer-hint"
        [value]="draft()"
        (input)="draft.set($any($event.target).value)"
        (keydown.enter)="submitOnEnter($event)"
      ></textarea>
      <p id="composer-hint" class="muted">Enter sends, Shift+Enter adds a line.</p>
      <div class="composer-actions">
        @if (running()) {
          <button type="button" class="danger" (click)="stopped.emit()">Stop</button>
        } @else {
          <button type="submit" class="primary" [disabled]="!draft().trim()">Send</button>
          <button type="button" [disabled]="!canRegenerate()" (click)="regenerated.emit()">
            Regenerate
          </button>
        }
      </div>
    </form>
  `,
})
export class Composer {
  /** Whether a run is in progress (Send and Regenerate give way to Stop). */
  readonly running = input(false);
  /** Whether there is a question to answer again. */
  readonly canRegenerate = input(false);
  /** Emits the question to send. */
  readonly sent = output<string>();
  /** Emits when the user stops the run. */
  readonly stopped = output<void>();
  /** Emits when the user asks for the last answer again. */
  readonly regenerated = output<void>();

  protected readonly draft = signal('');

  protected submit(event: Event): void {
    event.preventDefault();
    const question = this.draft().trim();
    if (!question || this.running()) return;
    this.sent.emit(question);
    this.draft.set('');
  }

  protected submitOnEnter(event: Event): void {
    if ((event as KeyboardEvent).shiftKey) return;
    this.submit(event);
  }
}
