import {
  afterNextRender,
  DestroyRef,
  Directive,
  ElementRef,
  inject,
  input,
  numberAttribute,
  signal,
} from '@angular/core';

import { AG_UI_CHAT_OPTIONS } from '../options/chat-options';
import { ChatScrollState } from './chat-scroll-state';

/**
 * Keeps a scroll container at its end while its content grows, unless the person scrolled up;
 * `following()` tells when to offer a "Jump to latest" button, `jumpToLatest()` goes back. It
 * watches the size of the container's element children (a `ResizeObserver`: it reacts after
 * layout, so following the stream costs no extra layout per token), and does nothing on the
 * server.
 *
 * @example
 * <div aguiChatScroll #scroll="aguiChatScroll" tabindex="0" style="overflow-y: auto">
 *   <ol>…</ol>
 * </div>
 * @if (!scroll.following()) { <button (click)="scroll.jumpToLatest()">Jump to latest</button> }
 */
@Directive({
  selector: '[aguiChatScroll]',
  exportAs: 'aguiChatScroll',
  host: { '(scroll)': 'recordScroll()' },
})
export class ChatScroll {
  /** Pixels from the end that still count as "at the end" (the chat options' by default). */
  readonly threshold = input(inject(AG_UI_CHAT_OPTIONS).followThreshold, {
    alias: 'aguiChatScrollThreshold',
    transform: numberAttribute,
  });

  readonly #element: HTMLElement = inject(ElementRef).nativeElement;
  readonly #state = new ChatScrollState(() => this.threshold());
  readonly #following = signal(true);
  /** Whether the view keeps the newest content in sight. */
  readonly following = this.#following.asReadonly();

  constructor() {
    const destroyRef = inject(DestroyRef);
    afterNextRender(() => {
      const view = this.#element.ownerDocument.defaultView;
      if (!view?.ResizeObserver) return;
      const resized = new view.ResizeObserver(() => this.#follow());
      const observeChildren = () => {
        resized.disconnect();
        resized.observe(this.#element);
        for (const child of Array.from(this.#element.children)) resized.observe(child);
      };
      // Children come and go (an empty state, a list): observe whichever are there.
      const changed = new view.MutationObserver(observeChildren);
      changed.observe(this.#element, { childList: true });
      observeChildren();
      this.#follow();
      destroyRef.onDestroy(() => {
        resized.disconnect();
        changed.disconnect();
      });
    });
  }

  /** Scrolls to the end and follows the stream again. */
  jumpToLatest(): void {
    this.#element.scrollTop = this.#state.jumpToLatest(this.#element);
    this.#following.set(true);
  }

  protected recordScroll(): void {
    this.#following.set(this.#state.scrolled(this.#element));
  }

  #follow(): void {
    const target = this.#state.followTarget(this.#element);
    if (target !== null) this.#element.scrollTop = target;
  }
}
