import {
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  viewChild,
  type Signal,
} from '@angular/core';
import { InterruptCard, ToolApproval } from 'ngx-ag-ui/tool-ui';

import { ChatMessage } from '../message/chat-message';
import { ChatScroll } from '../scroll/chat-scroll';
import type { ChatRow } from '../session/chat-rows';
import { injectChatSession } from '../session/chat-session';
import { Subagent } from '../subagent/subagent';
import { announceCompletedAnswers } from './answer-announcer';
import { renderRowsLate } from './late-rows';
import { CHAT_VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';

/**
 * The conversation: a `log` region the keyboard can scroll, one `<agui-message>` per message
 * (one `<agui-subagent>` card per subagent, holding its messages),
 * the approvals and interrupts the agent waits for, and "Jump to latest" once the person scrolled up. It follows
 * the stream while at its end (`aguiChatScroll`). The region is not live: a completed answer is
 * announced once, politely, instead of every token. Give it a height (or a flex parent) for it to
 * scroll: `--agui-chat-list-max-height`.
 */
@Component({
  selector: 'agui-message-list',
  imports: [ChatMessage, ChatScroll, InterruptCard, Subagent, ToolApproval],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div
      #scroller
      class="agui-message-list"
      role="log"
      aria-live="off"
      tabindex="0"
      aguiChatScroll
      #scroll="aguiChatScroll"
      (scroll)="approachWaitingRows()"
      [attr.aria-label]="labels.conversation"
      [attr.aria-busy]="session.store().isRunning() || null"
    >
      @if (session.rows().length === 0) {
        <p class="agui-message-list-empty">{{ labels.empty }}</p>
      } @else {
        @if (waitingRows(); as waiting) {
          <!-- The rows above, rendered when the browser is idle: their height is reserved. -->
          <div
            class="agui-message-list-waiting"
            aria-hidden="true"
            [style.--agui-chat-waiting-rows]="waiting"
          ></div>
        }
        <ol class="agui-message-list-rows" #rows>
          @for (row of shownRows(); track row.kind + ':' + row.id) {
            <li>
              @if (row.kind === 'message') {
                <agui-message [messageId]="row.id" />
              } @else {
                <agui-subagent [subagentRunId]="row.id" />
              }
            </li>
          }
        </ol>
      }
      @for (approval of approvals(); track approval.toolCall.id) {
        <agui-tool-approval [approval]="approval" [agentId]="session.agentId()" />
      }
      <!-- Tracked by identity: each new set of interrupts gets fresh cards (new generation). -->
      @for (interrupt of session.store().interrupts(); track interrupt) {
        <agui-interrupt [interrupt]="interrupt" [agentId]="session.agentId()" />
      }
    </div>
    @if (!scroll.following()) {
      <button type="button" class="agui-jump-to-latest" (click)="jumpToLatest()">
        {{ labels.jumpToLatest }}
      </button>
    }
    <p class="agui-message-list-announcer agui-chat-vh" aria-live="polite" aria-atomic="true">
      {{ announcement() }}
    </p>
  `,
  styles: [
    CHAT_VISUALLY_HIDDEN_STYLE,
    `
    :host {
      position: relative;
      display: flex;
      flex-direction: column;
      min-height: 0;
    }
    .agui-message-list {
      flex: 1 1 auto;
      min-height: 0;
      max-height: var(--agui-chat-list-max-height, none);
      overflow-y: auto;
      padding: var(--agui-chat-list-padding, 0.5rem);
      overscroll-behavior: contain;
    }
    .agui-message-list:focus-visible {
      outline: 2px solid var(--agui-chat-focus-color, Highlight);
      outline-offset: -2px;
    }
    .agui-message-list-waiting {
      block-size: calc(
        var(--agui-chat-waiting-rows) *
          (var(--agui-chat-row-intrinsic-height, 6rem) + var(--agui-chat-row-gap, 0.75rem))
      );
    }
    .agui-message-list-rows {
      display: flex;
      flex-direction: column;
      gap: var(--agui-chat-row-gap, 0.75rem);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .agui-jump-to-latest {
      position: absolute;
      inset-block-end: 0.75rem;
      /* Centred without a physical translate, so it stays centred in right-to-left layouts. */
      inset-inline: 0;
      inline-size: fit-content;
      margin-inline: auto;
      padding: 0.25rem 0.75rem;
      border: 1px solid var(--agui-chat-border-color, currentColor);
      border-radius: 999px;
      background: var(--agui-chat-jump-background, Canvas);
      color: var(--agui-chat-jump-color, CanvasText);
      cursor: pointer;
    }
  `,
  ],
})
export class MessageList {
  protected readonly session = injectChatSession();
  protected readonly labels = this.session.options.labels;
  protected readonly approvals = computed(() => this.session.store().pendingApprovals());
  protected readonly announcement = announceCompletedAnswers(this.session);
  private readonly followScroll = viewChild.required(ChatScroll);
  private readonly scrollerRef = viewChild.required<ElementRef<HTMLElement>>('scroller');
  /** The rendered rows (absent while the conversation is empty): the waiting ones end above. */
  private readonly rowsRef = viewChild<ElementRef<HTMLElement>>('rows');
  readonly #late = renderRowsLate(
    this.session.rows,
    () => this.scrollerRef().nativeElement,
    () => this.rowsRef()?.nativeElement,
  );
  /**
   * The rows rendered: a long thread that arrives whole renders from its end, and the rows
   * above follow when the browser is idle.
   */
  protected readonly shownRows: Signal<readonly ChatRow[]> = this.#late.shown;
  /** How many rows above `shownRows` still wait (a spacer reserves their height). */
  protected readonly waitingRows: Signal<number> = this.#late.waiting;

  /** Renders waiting rows at the next frame once the view is within a screen of them. */
  protected approachWaitingRows(): void {
    if (this.waitingRows() === 0) return;
    const element = this.scrollerRef().nativeElement;
    const waitingEnd = this.rowsRef()?.nativeElement;
    if (!waitingEnd) return;
    if (element.scrollTop < waitingEnd.offsetTop + element.clientHeight) this.#late.approach();
  }

  protected jumpToLatest(): void {
    this.followScroll().jumpToLatest();
    // The button goes away once the view is at the end: focus moves to the conversation itself.
    this.scrollerRef().nativeElement.focus();
  }
}
