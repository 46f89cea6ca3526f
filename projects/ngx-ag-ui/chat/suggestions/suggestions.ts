import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  InjectionToken,
  input,
  type Provider,
} from '@angular/core';

import { injectChatSession } from '../session/chat-session';
import { agentSuggestions, type ChatSuggestion, toSuggestions } from './to-suggestions';

/** The app's own suggestions, shown while the conversation is empty. */
export const AG_UI_CHAT_SUGGESTIONS = new InjectionToken<readonly ChatSuggestion[]>(
  'AG_UI_CHAT_SUGGESTIONS',
  { providedIn: 'root', factory: () => [] },
);

/**
 * Sets the suggestions a chat shows before the first question, for the app or (provided on a
 * route) for one page. The agent's own suggestions replace them after each answer.
 *
 * @example
 * providers: [provideChatSuggestions(['What are signals?', { title: 'Compare', message: 'Compare signals and RxJS' }])]
 *
 * @param suggestions Strings or `{ title, message }`.
 * @returns A provider for `AG_UI_CHAT_SUGGESTIONS`.
 */
export function provideChatSuggestions(
  suggestions: readonly (string | ChatSuggestion)[],
): Provider {
  return { provide: AG_UI_CHAT_SUGGESTIONS, useValue: toSuggestions(suggestions) };
}

/**
 * Suggested questions as chips: buttons in a labelled group, each sending its message when
 * chosen. Before the first question it shows the app's (`provideChatSuggestions()` or the
 * `suggestions` input); after an answer, the agent's: a `suggestions` activity
 * (`content.suggestions`) or the state's `suggestions` field. Hidden while the agent answers.
 *
 * @example
 * <agui-suggestions [suggestions]="['What are signals?']" />
 */
@Component({
  selector: 'agui-suggestions',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (shown().length > 0) {
      <div class="agui-suggestions" role="group" [attr.aria-label]="session.options.labels.suggestions">
        @for (suggestion of shown(); track $index) {
          <button type="button" class="agui-suggestion" (click)="choose(suggestion)">
            {{ suggestion.title }}
          </button>
        }
      </div>
    }
  `,
  styles: `
    :host {
      display: block;
      min-inline-size: 0;
    }
    .agui-suggestions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--agui-chat-gap, 0.5rem);
    }
    .agui-suggestion {
      min-block-size: 24px;
      max-inline-size: 100%;
      padding: 0.25rem 0.75rem;
      border: 1px solid var(--agui-chat-border-color, currentColor);
      border-radius: 999px;
      background: var(--agui-chat-suggestion-background, transparent);
      color: inherit;
      font: inherit;
      text-align: start;
      overflow-wrap: anywhere;
      cursor: pointer;
    }
    .agui-suggestion:focus-visible {
      outline: 2px solid var(--agui-chat-focus-color, Highlight);
      outline-offset: 2px;
    }
  `,
})
export class Suggestions {
  /** Suggestions for the empty conversation, over the app's (`provideChatSuggestions()`). */
  readonly suggestions = input<readonly (string | ChatSuggestion)[]>();

  protected readonly session = injectChatSession();
  readonly #appSuggestions = inject(AG_UI_CHAT_SUGGESTIONS);

  /** What is shown: nothing while a run goes; the agent's after an answer; the app's before one. */
  protected readonly shown = computed((): ChatSuggestion[] => {
    const store = this.session.store();
    if (store.isRunning()) return [];
    const messages = store.messages();
    if (messages.length > 0) return agentSuggestions(messages, store.state());
    const own = this.suggestions();
    return own ? toSuggestions(own) : [...this.#appSuggestions];
  });

  protected choose(suggestion: ChatSuggestion): void {
    this.session.submit(suggestion.message ?? suggestion.title);
    // The chips go away while the agent answers: keep focus in the chat, on the text field.
    this.session.restoreFocusAfterRender();
  }
}
