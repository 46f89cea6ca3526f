import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  linkedSignal,
} from '@angular/core';
import type { Interrupt } from '@ag-ui/core';

import { ChatMessage } from '../message/chat-message';
import { sameRows, toChatRows } from '../session/chat-rows';
import { injectChatSession } from '../session/chat-session';
import { sameItems } from '../session/same-items';
import { AG_UI_SUBAGENT_LABELS, type SubagentLabels } from './subagent-labels';

let nextId = 0;

/**
 * One subagent invocation (AG-UI `SUBAGENT_STARTED` … `SUBAGENT_FINISHED` / `SUBAGENT_ERROR`) as
 * a card: its name and status on a button that folds and unfolds its nested turns (collapsed by
 * default, `aria-expanded`), its messages and the subagents it delegated to inside, and the
 * interrupts it raised, in place (the card opens by itself when it waits for an answer). Each
 * card reads only its own subagent and rows, so when one subagent streams, no other card
 * re-renders. `<agui-chat>` shows one wherever the stream has subagents.
 *
 * @example
 * <agui-subagent [subagentRunId]="'sub-1'" />
 */
@Component({
  selector: 'agui-subagent',
  imports: [ChatMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '[attr.data-status]': 'status()' },
  template: `
    <button
      type="button"
      class="agui-subagent-toggle"
      [attr.aria-expanded]="open()"
      [attr.aria-controls]="open() ? id + '-body' : null"
      (click)="open.set(!open())"
    >
      <span class="agui-subagent-name">{{ name() }}</span>
      <span class="agui-subagent-status">{{ statusText() }}</span>
    </button>
    @if (open()) {
      <div class="agui-subagent-body" role="group" [id]="id + '-body'" [attr.aria-label]="name()">
        @if (run()?.description; as description) {
          <p class="agui-subagent-description">{{ description }}</p>
        }
        @for (interrupt of interrupts(); track interrupt.id) {
          <p class="agui-subagent-interrupt">
            {{ text().waiting }} {{ interrupt.message ?? interrupt.reason }}
          </p>
        }
        <ol class="agui-subagent-rows">
          @for (row of rows(); track row.kind + ':' + row.id) {
            <li>
              @if (row.kind === 'message') {
                <agui-message [messageId]="row.id" />
              } @else {
                <agui-subagent [subagentRunId]="row.id" [labels]="labels()" />
              }
            </li>
          }
        </ol>
        @if (run()?.error; as error) {
          <p class="agui-subagent-error">{{ text().failed }} {{ error.message }}</p>
        }
      </div>
    }
  `,
  styles: `
    :host {
      display: block;
      border-inline-start: 2px solid var(--agui-subagent-border-color, currentColor);
      padding-inline-start: var(--agui-subagent-indent, 0.75rem);
    }
    .agui-subagent-toggle {
      display: flex;
      gap: 0.5rem;
      align-items: baseline;
      padding: 0.25rem 0.5rem;
      font: inherit;
      color: inherit;
      background: transparent;
      border: 1px solid var(--agui-chat-border-color, currentColor);
      border-radius: var(--agui-chat-radius, 0.5rem);
      cursor: pointer;
    }
    .agui-subagent-toggle::before {
      content: '▸';
    }
    .agui-subagent-toggle[aria-expanded='true']::before {
      content: '▾';
    }
    .agui-subagent-name {
      font-weight: 600;
    }
    .agui-subagent-rows {
      display: flex;
      flex-direction: column;
      gap: var(--agui-chat-row-gap, 0.75rem);
      margin: 0.5rem 0 0;
      padding: 0;
      list-style: none;
    }
  `,
})
export class Subagent {
  /** The invocation to show (`subagentRunId` of its events). */
  readonly subagentRunId = input.required<string>();
  /** Words to replace, e.g. for another language. */
  readonly labels = input<Partial<SubagentLabels>>({});

  protected readonly session = injectChatSession();
  protected readonly id = `agui-subagent-${nextId++}`;
  readonly #base = inject(AG_UI_SUBAGENT_LABELS);
  protected readonly text = computed(() => ({ ...this.#base, ...this.labels() }));
  /** This invocation's lifecycle; unchanged (the same object) while other subagents stream. */
  protected readonly run = computed(() =>
    this.session
      .store()
      .thread()
      .subagents.find((run) => run.subagentRunId === this.subagentRunId()),
  );
  protected readonly rows = computed(
    () =>
      toChatRows(
        this.session.store().messages(),
        this.session.store().thread().subagents,
        this.subagentRunId(),
      ),
    { equal: sameRows },
  );
  /** The open interrupts raised inside this subagent. */
  protected readonly interrupts = computed(
    (): readonly Interrupt[] => {
      const id = this.subagentRunId();
      const waitsOn = this.run()?.interruptIds ?? [];
      return this.session
        .store()
        .thread()
        .interrupts.filter(
          (interrupt) => interrupt.subagentRunId === id || waitsOn.includes(interrupt.id),
        );
    },
    { equal: sameItems },
  );
  /** Collapsed, unless the subagent waits for an answer; the person's toggle wins until then. */
  protected readonly open = linkedSignal(() => this.interrupts().length > 0);
  protected readonly name = computed(() => this.run()?.name || this.text().unnamed);
  protected readonly status = computed(() => this.run()?.status ?? null);
  protected readonly statusText = computed(() => {
    const status = this.status();
    return status === null ? this.text().earlier : this.text().status[status];
  });
}
