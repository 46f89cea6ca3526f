import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  inject,
  input,
  signal,
} from '@angular/core';

import type { ComposerInput } from '../composer/composer-input';
import { AG_UI_CHAT_OPTIONS } from '../options/chat-options';
import { CHAT_VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';
import { injectLazyAdapter } from './lazy-adapter';
import { AG_UI_DICTATION } from './voice-adapters';

/**
 * Dictate: a toggle button (`aria-pressed` while it listens) that writes what the person says
 * into the composer, after what they typed. Shown only when `provideChatVoice()` gave a
 * dictation adapter that works in this browser; its code loads on the first press. A failure
 * (no microphone, permission refused) is said in words and keeps the text already there.
 *
 * @example
 * <textarea aguiComposer #composer="aguiComposer"></textarea>
 * <agui-dictation-button [target]="composer" />
 */
@Component({
  selector: 'agui-dictation-button',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (available()) {
      <button type="button" class="agui-dictation" [attr.aria-pressed]="listening()" (click)="toggle()">
        {{ listening() ? labels.stopDictation : labels.dictate }}
      </button>
      <span class="agui-chat-vh" aria-live="polite">{{ problem() }}</span>
      @if (problem(); as text) {
        <span class="agui-dictation-problem" aria-hidden="true">{{ text }}</span>
      }
    }
  `,
  styles: [
    `
    :host {
      display: contents;
    }
    .agui-dictation-problem {
      flex-basis: 100%;
      font-size: 0.875em;
    }
  `,
    CHAT_VISUALLY_HIDDEN_STYLE,
  ],
})
export class DictationButton {
  /** The composer field to write into. */
  readonly target = input.required<ComposerInput>();

  readonly #dictation = injectLazyAdapter(AG_UI_DICTATION);
  protected readonly labels = inject(AG_UI_CHAT_OPTIONS).labels;
  /**
   * Whether there is an adapter that can work in this browser: checked after the first render,
   * so a server-rendered page and its hydration agree (no button on either) before it shows.
   */
  protected readonly available = this.#dictation.available;
  protected readonly listening = signal(false);
  protected readonly problem = signal('');
  #stop: (() => void) | null = null;

  constructor() {
    inject(DestroyRef).onDestroy(() => this.#stop?.());
  }

  protected async toggle(): Promise<void> {
    if (this.listening()) return this.#end();
    this.problem.set('');
    this.listening.set(true);
    const draft = this.target().draft;
    // Dictation goes after what is typed; it never replaces it.
    const before = draft().trimEnd();
    const base = before ? `${before} ` : '';
    try {
      const adapter = await this.#dictation.load();
      if (!this.listening()) return;
      this.#stop = adapter.start(this.#dictation.lang, {
        // A late result after Stop must not change what the person has since typed.
        onText: (text) => {
          if (this.listening()) draft.set(base + text.trimStart());
        },
        onEnd: () => this.#end(null),
        onError: () => this.#fail(),
      });
    } catch {
      this.#fail();
    }
  }

  /** Ends the button's state; `stop` also stops the adapter (not when it ended by itself). */
  #end(stop = this.#stop): void {
    this.#stop = null;
    this.listening.set(false);
    stop?.();
  }

  #fail(): void {
    this.#end();
    this.problem.set(this.labels.dictationFailed);
  }
}
