import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  inject,
  Injector,
  input,
  signal,
} from '@angular/core';
import { injectThreads, type ThreadSummary } from 'ngx-ag-ui';
import { formatLabel } from 'ngx-ag-ui/citations';

import { AG_UI_LANGUAGE } from '../i18n/ag-ui-language';
import { AG_UI_THREAD_LIST_LABELS } from './thread-list-labels';

/**
 * The saved conversations of an agent with `withThreadStorage()`: a navigation list of buttons,
 * the thread shown marked `aria-current`, with "New conversation", rename in place (Enter keeps,
 * Escape cancels) and delete after a confirmation. Every control is a real button, so the list
 * works with the keyboard alone; focus never falls back to the page when a control goes away.
 *
 * A title takes its row, with Rename and Delete below it; a long one is cut short with an
 * ellipsis (whole in the button's name and tooltip), so the list never grows wider than its
 * container.
 *
 * Theme it with `--agui-thread-list-gap`, `--agui-thread-list-radius`,
 * `--agui-thread-list-current-background`, `--agui-thread-list-current-color` and
 * `--agui-thread-list-danger-color`; change its texts with `provideThreadListLabels()`.
 *
 * @example
 * <agui-thread-list />
 */
@Component({
  selector: 'agui-thread-list',
  host: { '[attr.lang]': 'language?.lang ?? null', '[attr.dir]': 'language?.dir ?? null' },
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <nav [attr.aria-label]="labels.threads">
      <button type="button" class="agui-thread-new" (click)="create()">
        {{ labels.newThread }}
      </button>
      @if (threads().threads().length === 0) {
        <p class="agui-thread-empty">{{ labels.empty }}</p>
      } @else {
        <ul>
          @for (thread of threads().threads(); track thread.threadId) {
            <li [attr.data-thread-id]="thread.threadId">
              @if (editing() === thread.threadId) {
                <input
                  class="agui-thread-title-field"
                  [attr.aria-label]="name(labels.titleField, thread)"
                  [value]="thread.title"
                  (keydown.enter)="rename(thread, $any($event.target).value)"
                  (keydown.escape)="stopEditing(thread)"
                  (blur)="rename(thread, $any($event.target).value)"
                />
              } @else {
                <button
                  type="button"
                  class="agui-thread-open"
                  [attr.aria-current]="thread.threadId === currentId() ? 'true' : null"
                  [title]="title(thread)"
                  (click)="open(thread)"
                >
                  {{ title(thread) }}
                </button>
                <button
                  type="button"
                  class="agui-thread-rename"
                  [attr.aria-label]="name(labels.renameName, thread)"
                  (click)="startEditing(thread)"
                >
                  {{ labels.rename }}
                </button>
                <button
                  type="button"
                  class="agui-thread-delete"
                  [attr.aria-label]="name(labels.deleteName, thread)"
                  (click)="confirmDelete(thread)"
                >
                  {{ labels.delete }}
                </button>
              }
              @if (confirming() === thread.threadId) {
                <div
                  class="agui-thread-confirm"
                  role="group"
                  [attr.aria-label]="name(labels.confirmDelete, thread)"
                  (keydown.escape)="cancelDelete(thread)"
                >
                  <p>{{ name(labels.confirmDelete, thread) }}</p>
                  <button type="button" class="agui-thread-confirm-delete" (click)="remove(thread)">
                    {{ labels.delete }}
                  </button>
                  <button type="button" (click)="cancelDelete(thread)">{{ labels.cancel }}</button>
                </div>
              }
            </li>
          }
        </ul>
      }
    </nav>
  `,
  styles: `
    /* A long title never widens the list: every box may shrink below its content (min-inline-size: 0,
       minmax(0, 1fr)) and the title is cut with an ellipsis, whole in its name and tooltip. */
    :host {
      display: block;
      min-inline-size: 0;
    }
    ul {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--agui-thread-list-gap, 0.25rem);
      margin: 0.5rem 0 0;
      padding: 0;
      list-style: none;
    }
    li {
      min-inline-size: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      align-items: center;
    }
    /* The whole row, Rename and Delete on the next line: the title gets all the room there is. */
    .agui-thread-open {
      flex: 1 1 100%;
      min-width: 0;
      overflow: hidden;
      text-align: start;
      text-overflow: ellipsis;
      white-space: nowrap;
      border-radius: var(--agui-thread-list-radius, 0.375rem);
    }
    [aria-current='true'] {
      background: var(--agui-thread-list-current-background, Highlight);
      color: var(--agui-thread-list-current-color, HighlightText);
      font-weight: 600;
    }
    .agui-thread-title-field {
      flex: 1 1 8rem;
      min-width: 0;
    }
    .agui-thread-confirm {
      flex-basis: 100%;
    }
    .agui-thread-confirm > p {
      margin: 0.25rem 0;
      overflow-wrap: anywhere;
    }
    .agui-thread-confirm-delete {
      color: var(--agui-thread-list-danger-color, inherit);
    }
    @media (forced-colors: active) {
      [aria-current='true'] {
        outline: 2px solid CanvasText;
      }
    }
  `,
})
export class ThreadList {
  /** The agent whose threads to list (the only or default one when absent). */
  readonly agentId = input<string>();

  protected readonly labels = inject(AG_UI_THREAD_LIST_LABELS);
  readonly #injector = inject(Injector);
  readonly #host: HTMLElement = inject(ElementRef).nativeElement;
  /** The language `provideAgUiLanguage()` chose: its `lang` and `dir` mirror the list in RTL. */
  protected readonly language = inject(AG_UI_LANGUAGE);
  protected readonly threads = computed(() =>
    injectThreads({ agentId: this.agentId(), injector: this.#injector }),
  );
  protected readonly currentId = computed(() => this.threads().currentId());
  /** The thread whose title is being edited. */
  protected readonly editing = signal<string | null>(null);
  /** The thread waiting for its deletion to be confirmed. */
  protected readonly confirming = signal<string | null>(null);

  protected title(thread: ThreadSummary): string {
    return thread.title || this.labels.untitled;
  }

  protected name(label: string, thread: ThreadSummary): string {
    return formatLabel(label, { title: this.title(thread) });
  }

  protected create(): void {
    this.threads().create();
  }

  protected open(thread: ThreadSummary): void {
    void this.threads().switchTo(thread.threadId);
  }

  protected startEditing(thread: ThreadSummary): void {
    this.confirming.set(null);
    this.editing.set(thread.threadId);
    this.#focusAfterRender(thread, '.agui-thread-title-field');
  }

  protected rename(thread: ThreadSummary, title: string): void {
    // Enter then blur both land here: the first one ends the edit.
    if (this.editing() !== thread.threadId) return;
    void this.threads().rename(thread.threadId, title);
    this.stopEditing(thread);
  }

  protected stopEditing(thread: ThreadSummary): void {
    this.editing.set(null);
    this.#focusAfterRender(thread, '.agui-thread-rename');
  }

  protected confirmDelete(thread: ThreadSummary): void {
    this.editing.set(null);
    this.confirming.set(thread.threadId);
    this.#focusAfterRender(thread, '.agui-thread-confirm-delete');
  }

  protected cancelDelete(thread: ThreadSummary): void {
    this.confirming.set(null);
    this.#focusAfterRender(thread, '.agui-thread-delete');
  }

  protected remove(thread: ThreadSummary): void {
    this.confirming.set(null);
    void this.threads()
      .remove(thread.threadId)
      .then(() => {
        // The row is gone: move focus to the start of the list, not to the page.
        this.#host.querySelector<HTMLElement>('.agui-thread-new')?.focus();
      });
  }

  /** Focuses `selector` in the row of `thread` once the row has re-rendered. */
  #focusAfterRender(thread: ThreadSummary, selector: string): void {
    afterNextRender(
      () => {
        const row = [...this.#host.querySelectorAll('li')].find(
          (item) => item.dataset['threadId'] === thread.threadId,
        );
        const target = row?.querySelector<HTMLElement>(selector);
        target?.focus();
        // A title field opens with its text selected, ready to be typed over.
        if (target instanceof HTMLInputElement) target.select();
      },
      { injector: this.#injector },
    );
  }
}
