import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  ElementRef,
  inject,
  Injector,
  viewChild,
} from '@angular/core';
import { formatLabel } from 'ngx-ag-ui/citations';

import { injectChatSession } from '../session/chat-session';
import { AttachmentViewerState } from './attachment-viewer-state';

let nextId = 0;

/**
 * Shows a cited attachment in a modal dialog: its name, its text with the cited passage
 * highlighted and scrolled into view (or its image), and Close. Focus moves to the text on open,
 * stays in the dialog, and goes back to the citation's marker on Close or Escape. `<agui-chat>`
 * has one; in a layout of your own, place it once with `provideAttachmentViewer()`.
 *
 * @example
 * <agui-attachment-viewer />
 */
@Component({
  selector: 'agui-attachment-viewer',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <dialog
      #dialog
      class="agui-viewer"
      [attr.aria-labelledby]="id + '-title'"
      (close)="state.close()"
    >
      @if (state.view(); as view) {
        <div class="agui-viewer-head">
          <h2 class="agui-viewer-title" [id]="id + '-title'">{{ view.name }}</h2>
          <button type="button" class="agui-viewer-close" (click)="close()">
            {{ labels.closeViewer }}
          </button>
        </div>
        @if (view.src; as src) {
          <img class="agui-viewer-image" [src]="src" [alt]="view.name" />
        }
        @if (pieces(); as pieces) {
          <div
            #text
            class="agui-viewer-text"
            role="region"
            tabindex="0"
            [attr.aria-label]="textName()"
          >
            {{ pieces.before }}@if (pieces.passage) {<mark>{{ pieces.passage }}</mark>}{{ pieces.after }}
          </div>
        } @else if (!view.src) {
          <p>{{ missing() }}</p>
        }
      }
    </dialog>
  `,
  styles: `
    .agui-viewer {
      box-sizing: border-box;
      inline-size: min(var(--agui-chat-viewer-width, 44rem), calc(100vw - 1rem));
      max-block-size: calc(100dvh - 2rem);
      padding: var(--agui-chat-viewer-padding, 1rem);
      border: 1px solid var(--agui-chat-border-color, currentColor);
      border-radius: var(--agui-chat-radius, 0.5rem);
      background: var(--agui-chat-viewer-background, Canvas);
      color: var(--agui-chat-viewer-color, CanvasText);
    }
    .agui-viewer[open] {
      display: flex;
      flex-direction: column;
      gap: var(--agui-chat-gap, 0.5rem);
    }
    .agui-viewer::backdrop {
      background: rgb(0 0 0 / 0.4);
    }
    .agui-viewer-head {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: var(--agui-chat-gap, 0.5rem);
    }
    .agui-viewer-title {
      margin: 0;
      font-size: 1.125em;
      overflow-wrap: anywhere;
    }
    .agui-viewer-image {
      max-inline-size: 100%;
      block-size: auto;
    }
    .agui-viewer-text {
      overflow: auto;
      min-block-size: 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      line-height: 1.5;
    }
    .agui-viewer-text:focus-visible {
      outline: 2px solid var(--agui-chat-focus-color, Highlight);
      outline-offset: 2px;
    }
    mark {
      background: var(--agui-chat-passage-background, Mark);
      color: var(--agui-chat-passage-color, MarkText);
    }
  `,
})
export class AttachmentViewer {
  protected readonly state = inject(AttachmentViewerState);
  protected readonly labels = injectChatSession().options.labels;
  protected readonly id = `agui-attachment-viewer-${nextId++}`;
  protected readonly pieces = computed(() => {
    const view = this.state.view();
    if (!view || view.text === null) return null;
    const { text, passage } = view;
    if (!passage) return { before: text, passage: '', after: '' };
    return {
      before: text.slice(0, passage.start),
      passage: text.slice(passage.start, passage.end),
      after: text.slice(passage.end),
    };
  });
  protected readonly textName = computed(() =>
    formatLabel(this.labels.attachmentText, { name: this.state.view()?.name ?? '' }),
  );
  protected readonly missing = computed(() =>
    formatLabel(this.labels.attachmentTextMissing, { name: this.state.view()?.name ?? '' }),
  );
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');
  private readonly text = viewChild<ElementRef<HTMLElement>>('text');

  readonly #injector = inject(Injector);

  constructor() {
    // effect + afterNextRender, not afterRenderEffect: the dialog and its text exist once the
    // view rendered, and Angular's afterRenderEffect would join the app's first chunk.
    effect(() => {
      const open = this.state.view() !== null;
      afterNextRender(() => this.#sync(open), { injector: this.#injector });
    });
  }

  #sync(open: boolean): void {
    const dialog = this.dialog().nativeElement;
    if (!open) {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      return;
    }
    if (!dialog.open) {
      // showModal makes the rest of the page inert and closes on Escape; an environment
      // without it (an old browser, jsdom) still gets an open dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const text = this.text()?.nativeElement;
    text?.querySelector('mark')?.scrollIntoView?.({ block: 'center' });
    // The text, not Close: arrows scroll it at once, and its name says what is shown.
    text?.focus({ preventScroll: true });
  }

  protected close(): void {
    this.state.close();
  }
}
