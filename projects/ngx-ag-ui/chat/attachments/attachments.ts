import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  inject,
  Injector,
  viewChild,
} from '@angular/core';
import { formatLabel } from 'ngx-ag-ui/citations';

import { CHAT_VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';
import { AttachmentsInput } from './attachments-input';
import type { ChatAttachment } from './chat-attachment';
import { formatBytes } from './format-bytes';
import { toMediaSrc } from './media-src';

let nextId = 0;

/**
 * The ready attachments of a composer: an "Attach files" button (the file picker), the hint of
 * what may be attached, the attached files with a preview, progress while they upload and a
 * Remove button each, and the problems, announced. Works inside an element with `aguiAttachments`
 * (the composer's form has one when its `attachments` input is on), which also takes drops and
 * pastes.
 *
 * @example
 * <form aguiAttachments><textarea aguiComposer></textarea><agui-attachments /></form>
 */
@Component({
  selector: 'agui-attachments',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="agui-attachments-bar">
      <!-- Hidden: the button is the control people use; it opens this input's file picker. -->
      <input
        #picker
        type="file"
        multiple
        hidden
        [attr.accept]="files.limits().accept || null"
        (change)="files.addFrom($event)"
      />
      <button
        type="button"
        class="agui-attachments-attach"
        [attr.aria-describedby]="id + '-hint'"
        (click)="openPicker()"
      >
        {{ labels.attach }}
      </button>
      <span class="agui-attachments-hint" [id]="id + '-hint'">{{ hint() }}</span>
    </div>
    @if (files.items().length > 0) {
      <ul class="agui-attachments-list" [attr.aria-label]="labels.attachments">
        @for (item of files.items(); track item.id) {
          <li class="agui-attachment" [attr.data-status]="item.status">
            @if (previewOf(item); as src) {
              <img class="agui-attachment-preview" [src]="src" [alt]="item.name" />
            }
            <span class="agui-attachment-name">{{ item.name }}</span>
            <span class="agui-attachment-size">{{ size(item) }}</span>
            @if (item.status === 'uploading') {
              <progress
                max="1"
                [attr.value]="item.progress"
                [attr.aria-label]="uploading(item)"
              ></progress>
            }
            <button
              type="button"
              class="agui-attachment-remove"
              [attr.aria-label]="removeName(item)"
              (click)="remove(item, $index)"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        }
      </ul>
    }
    <div class="agui-attachments-problems" role="alert">
      @for (problem of files.problems(); track $index) {
        <p>{{ problem }}</p>
      }
    </div>
    <p class="agui-chat-vh" role="status">{{ files.status() }}</p>
  `,
  styles: [
    `
    :host {
      display: grid;
      gap: var(--agui-chat-gap, 0.5rem);
      min-inline-size: 0;
    }
    .agui-attachments-bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--agui-chat-gap, 0.5rem);
    }
    .agui-attachments-hint {
      font-size: 0.875em;
      opacity: 0.8;
    }
    .agui-attachments-list {
      display: flex;
      flex-wrap: wrap;
      gap: var(--agui-chat-gap, 0.5rem);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .agui-attachment {
      display: flex;
      align-items: center;
      gap: 0.375rem;
      max-inline-size: 100%;
      padding: 0.25rem 0.5rem;
      border: 1px solid var(--agui-chat-border-color, currentColor);
      border-radius: var(--agui-chat-radius, 0.5rem);
    }
    .agui-attachment[data-status='failed'] {
      border-style: dashed;
    }
    .agui-attachment-preview {
      inline-size: 2rem;
      block-size: 2rem;
      object-fit: cover;
      border-radius: 0.25rem;
    }
    .agui-attachment-name {
      overflow-wrap: anywhere;
    }
    .agui-attachment-size {
      font-size: 0.875em;
      opacity: 0.8;
    }
    .agui-attachment-remove {
      min-inline-size: 1.75rem;
      min-block-size: 1.75rem;
    }
    .agui-attachments-problems:empty {
      display: none;
    }
    .agui-attachments-problems p {
      margin: 0;
      color: var(--agui-chat-error-color, inherit);
    }
  `,
    CHAT_VISUALLY_HIDDEN_STYLE,
  ],
})
export class Attachments {
  /** The element with `aguiAttachments` around this one. */
  protected readonly files = injectAttachmentsInput();
  protected readonly labels = this.files.session.options.labels;
  protected readonly id = `agui-attachments-${nextId++}`;
  protected readonly hint = computed(() =>
    formatLabel(this.labels.attachHint, { max: formatBytes(this.files.limits().maxFileSize) }),
  );
  private readonly picker = viewChild.required<ElementRef<HTMLInputElement>>('picker');
  readonly #host: HTMLElement = inject(ElementRef).nativeElement;
  readonly #injector = inject(Injector);

  protected openPicker(): void {
    this.picker().nativeElement.click();
  }

  protected previewOf(item: ChatAttachment): string | null {
    return item.status === 'ready' ? toMediaSrc(item.part) : null;
  }

  protected size(item: ChatAttachment): string {
    return formatBytes(item.size);
  }

  protected uploading(item: ChatAttachment): string {
    const percent = item.status === 'uploading' ? Math.round((item.progress ?? 0) * 100) : 100;
    return formatLabel(this.labels.attachmentUploading, { name: item.name, percent });
  }

  protected removeName(item: ChatAttachment): string {
    return formatLabel(this.labels.removeAttachment, { name: item.name });
  }

  protected remove(item: ChatAttachment, index: number): void {
    this.files.remove(item.id);
    // The button goes with its row: focus the next row's Remove, else the attach button.
    afterNextRender(
      () => {
        const buttons = this.#host.querySelectorAll<HTMLElement>('.agui-attachment-remove');
        const next = buttons[Math.min(index, buttons.length - 1)];
        (next ?? this.#host.querySelector<HTMLElement>('.agui-attachments-attach'))?.focus();
      },
      { injector: this.#injector },
    );
  }
}

function injectAttachmentsInput(): AttachmentsInput {
  const files = inject(AttachmentsInput, { optional: true });
  if (!files)
    throw new Error(
      'ngx-ag-ui: <agui-attachments> needs an element with aguiAttachments around it ' +
        '(the composer has one when its attachments input is on).',
    );
  return files;
}
