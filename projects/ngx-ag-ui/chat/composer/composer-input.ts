import { computed, DestroyRef, Directive, ElementRef, inject, output, signal } from '@angular/core';

import { injectChatSession } from '../session/chat-session';

/**
 * Makes a `<textarea>` (or `<input>`) the chat's composer: Enter sends its text (Shift+Enter adds
 * a line, and Enter while an input method composes does nothing), the draft clears once the
 * message was sent or queued, and the field is where focus returns when a control that had it
 * disappears (Stop, Retry). Headless: style it and place its buttons as you like.
 *
 * @example
 * <textarea aguiComposer #composer="aguiComposer" aria-label="Message"></textarea>
 * <button type="button" [disabled]="!composer.canSubmit()" (click)="composer.submit()">Send</button>
 */
@Directive({
  selector: 'textarea[aguiComposer], input[aguiComposer]',
  exportAs: 'aguiComposer',
  host: {
    '[value]': 'draft()',
    '(input)': 'draft.set($any($event.target).value)',
    '(keydown.enter)': 'submitOnEnter($event)',
  },
})
export class ComposerInput {
  protected readonly session = injectChatSession();
  /** The text being written. */
  readonly draft = signal('');
  /** Whether the draft can go out now (sent, or queued while a run is going). */
  readonly canSubmit = computed(
    () =>
      (this.draft().trim() !== '' || this.session.hasAttachments()) &&
      this.session.attachmentsReady() &&
      (!this.session.store().isRunning() ||
        (this.session.options.queueWhileRunning && !this.session.hasAttachments())),
  );
  /** Emits the text of each message sent or queued. */
  readonly submitted = output<string>();

  constructor() {
    const element: HTMLElement = inject(ElementRef).nativeElement;
    inject(DestroyRef).onDestroy(this.session.registerComposer(element));
  }

  /**
   * Sends (or queues) the draft and clears it.
   * @returns Whether it went out.
   */
  submit(): boolean {
    const text = this.draft();
    if (!this.canSubmit() || !this.session.submit(text)) return false;
    this.draft.set('');
    this.submitted.emit(text.trim());
    return true;
  }

  protected submitOnEnter(event: Event): void {
    const key = event as KeyboardEvent;
    if (key.shiftKey || key.isComposing) return;
    event.preventDefault();
    this.submit();
  }
}
