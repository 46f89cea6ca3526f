import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  inject,
  input,
  signal,
} from '@angular/core';

import { AG_UI_CHAT_OPTIONS } from '../options/chat-options';
import { injectLazyAdapter } from './lazy-adapter';
import { AG_UI_READ_ALOUD } from './voice-adapters';
import { toSpokenText } from './to-spoken-text';

/**
 * Read aloud: a toggle button (`aria-pressed` while it speaks) that reads one answer with the
 * read-aloud adapter, without its Markdown signs. Shown only when `provideChatVoice()` gave an
 * adapter that works in this browser; its code loads on the first press.
 *
 * @example
 * <agui-read-aloud-button [text]="answerText" />
 */
@Component({
  selector: 'agui-read-aloud-button',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (available()) {
      <button type="button" class="agui-read-aloud" [attr.aria-pressed]="speaking()" (click)="toggle()">
        {{ speaking() ? labels.stopReading : labels.readAloud }}
      </button>
    }
  `,
  styles: `
    :host {
      display: contents;
    }
  `,
})
export class ReadAloudButton {
  /** The answer's text (Markdown is read without its signs). */
  readonly text = input.required<string>();

  readonly #readAloud = injectLazyAdapter(AG_UI_READ_ALOUD);
  protected readonly labels = inject(AG_UI_CHAT_OPTIONS).labels;
  /**
   * Whether there is an adapter that can work in this browser: checked after the first render,
   * so a server-rendered page and its hydration agree (no button on either) before it shows.
   */
  protected readonly available = this.#readAloud.available;
  protected readonly speaking = signal(false);
  #stop: (() => void) | null = null;

  constructor() {
    inject(DestroyRef).onDestroy(() => this.#stop?.());
  }

  protected async toggle(): Promise<void> {
    if (this.speaking()) return this.#end();
    this.speaking.set(true);
    try {
      const adapter = await this.#readAloud.load();
      if (!this.speaking()) return;
      const lang = this.#readAloud.lang;
      this.#stop = adapter.speak(toSpokenText(this.text()), lang, () => this.#end(null));
    } catch {
      // No voice to read with: the button simply stops being pressed.
      this.#end();
    }
  }

  /** Ends the button's state; `stop` also stops the adapter (not when it ended by itself). */
  #end(stop = this.#stop): void {
    this.#stop = null;
    this.speaking.set(false);
    stop?.();
  }
}
