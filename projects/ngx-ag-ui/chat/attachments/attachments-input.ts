import type { ContentPart } from '@ag-ui/core';
import {
  booleanAttribute,
  computed,
  DestroyRef,
  Directive,
  effect,
  ElementRef,
  inject,
  input,
  numberAttribute,
  output,
  signal,
  untracked,
} from '@angular/core';
import { formatLabel } from 'ngx-ag-ui/citations';

import { injectChatSession } from '../session/chat-session';
import { AG_UI_ATTACHMENT_OPTIONS } from './attachment-options';
import type { AttachmentProblem, ChatAttachment } from './chat-attachment';
import { type AttachmentLimits, checkAttachment } from './check-attachment';
import { describeProblem } from './describe-problem';

let nextId = 0;

/**
 * Makes an element (the composer's form, typically) where files are attached to the message being
 * written: files dropped on it or pasted into it are checked (`accept`, size, count) before
 * anything reads them, uploaded by the upload hook (`provideAttachmentOptions`), and sent with the
 * text by the composer, or by `send()`. A long text paste becomes a text file. Every problem is a
 * typed `AttachmentProblem`, emitted, shown and announced; the text being written is never touched.
 * Headless: `<agui-attachments>` is the ready picker and list that works inside it.
 *
 * @example
 * <form aguiAttachments #files="aguiAttachments">
 *   <textarea aguiComposer aria-label="Message"></textarea>
 *   <input type="file" multiple (change)="files.addFrom($event)" />
 *   @for (file of files.items(); track file.id) { ... }
 * </form>
 */
@Directive({
  selector: '[aguiAttachments]',
  exportAs: 'aguiAttachments',
  host: {
    '[attr.data-dragging]': 'dragging() || null',
    '(paste)': 'paste($event)',
    '(dragover)': 'dragOver($event)',
    '(dragleave)': 'dragLeave($event)',
    '(drop)': 'drop($event)',
  },
})
export class AttachmentsInput {
  /** The chat this element attaches files for. */
  readonly session = injectChatSession();
  readonly #options = inject(AG_UI_ATTACHMENT_OPTIONS);
  readonly #labels = this.session.options.labels;
  readonly #host: HTMLElement = inject(ElementRef).nativeElement;
  readonly #uploads = new Map<string, AbortController>();

  /** Whether files may be attached (off: drops and pastes are left to the page). */
  readonly enabled = input(true, { alias: 'aguiAttachments', transform: optionalBoolean });
  /** Accepted types, as the `accept` attribute writes them (the options' when absent). */
  readonly accept = input<string | undefined>(undefined, { alias: 'aguiAttachmentsAccept' });
  /** Largest file in bytes (the options' when absent). */
  readonly maxFileSize = input(undefined, {
    alias: 'aguiAttachmentsMaxFileSize',
    transform: optionalNumber,
  });

  /** The limits in force. */
  readonly limits = computed((): AttachmentLimits => ({
    accept: this.accept() ?? this.#options.accept,
    maxFileSize: this.maxFileSize() ?? this.#options.maxFileSize,
    maxFiles: this.#options.maxFiles,
  }));
  /** The files attached to the message being written, in the order they came. */
  readonly items = signal<readonly ChatAttachment[]>([]);
  /** What to tell the person about the last files added (one sentence per problem). */
  readonly problems = signal<readonly string[]>([]);
  /** The last thing to announce politely ("notes.md attached."). */
  readonly status = signal('');
  /** Whether files are being dragged over the element. */
  readonly dragging = signal(false);
  /** The parts `send()` sends, or `null` while a file uploads or has failed. */
  readonly parts = computed((): readonly ContentPart[] | null => {
    const parts: ContentPart[] = [];
    for (const item of this.items()) {
      if (item.status !== 'ready') return null;
      parts.push(item.part);
    }
    return parts;
  });
  /** Emits every file that was not attached or whose upload failed. */
  readonly problem = output<AttachmentProblem>();

  constructor() {
    effect((onCleanup) => {
      if (!this.enabled()) return;
      onCleanup(
        untracked(() =>
          this.session.registerAttachments({ parts: this.parts, clear: () => this.clear() }),
        ),
      );
    });
    inject(DestroyRef).onDestroy(() => this.#uploads.forEach((upload) => upload.abort()));
  }

  /** Checks and uploads `files`; problems are shown, announced and emitted, never thrown. */
  add(files: Iterable<File>): void {
    const problems: AttachmentProblem[] = [];
    for (const file of files) {
      const problem = checkAttachment(file, this.items().length, this.limits());
      if (problem) problems.push(problem);
      else this.#upload(file);
    }
    this.#report(problems);
  }

  /** Adds the files of a file input's `change` event, then empties the input (the same file may come again). */
  addFrom(event: Event): void {
    const field = event.target as HTMLInputElement | null;
    if (!field?.files) return;
    this.add([...field.files]);
    field.value = '';
  }

  /** Removes an attachment (aborting its upload). */
  remove(id: string): void {
    const item = this.items().find((candidate) => candidate.id === id);
    if (!item) return;
    this.#uploads.get(id)?.abort();
    this.#uploads.delete(id);
    this.items.update((items) => items.filter((candidate) => candidate.id !== id));
    this.status.set(formatLabel(this.#labels.attachmentRemoved, { name: item.name }));
  }

  /** Removes every attachment (after the message went out). */
  clear(): void {
    this.#uploads.forEach((upload) => upload.abort());
    this.#uploads.clear();
    this.items.set([]);
    this.problems.set([]);
  }

  /**
   * Sends `text` with the attached files as one user message.
   * @returns Whether it went out (not while a file uploads or failed, or while a run is going).
   */
  send(text = ''): boolean {
    return this.session.submit(text);
  }

  protected paste(event: ClipboardEvent): void {
    const data = event.clipboardData;
    if (!this.enabled() || !data) return;
    const files = [...data.files];
    if (files.length > 0) {
      event.preventDefault();
      this.add(files);
      return;
    }
    const text = data.getData('text/plain');
    if (text.length <= this.#options.pasteAsFileOver) return;
    // Too long for the message field: a text file instead, so the draft stays as it was.
    event.preventDefault();
    const name = this.#labels.pastedTextName;
    // UTF-8 takes at least a byte per UTF-16 unit: over the limit in units is over it in bytes,
    // and a 50 MB paste is refused without copying it into a file.
    if (text.length > this.limits().maxFileSize) {
      const size = text.length;
      this.#report([{ code: 'too-large', name, size, maxFileSize: this.limits().maxFileSize }]);
      return;
    }
    this.add([new File([text], name, { type: 'text/plain' })]);
  }

  protected dragOver(event: DragEvent): void {
    if (!this.enabled() || !event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    this.dragging.set(true);
  }

  protected dragLeave(event: DragEvent): void {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !this.#host.contains(to)) this.dragging.set(false);
  }

  protected drop(event: DragEvent): void {
    this.dragging.set(false);
    if (!this.enabled() || !event.dataTransfer?.files.length) return;
    event.preventDefault();
    this.add([...event.dataTransfer.files]);
  }

  #upload(file: File): void {
    const id = `agui-attachment-${nextId++}`;
    const base = { id, name: file.name, mimeType: file.type, size: file.size };
    const controller = new AbortController();
    this.#uploads.set(id, controller);
    this.items.update((items) => [...items, { ...base, status: 'uploading', progress: null }]);
    const progress = (fraction: number) =>
      this.#replace(id, { ...base, status: 'uploading', progress: clamp(fraction) });
    // A hook that throws at once fails like one that rejects.
    Promise.resolve()
      .then(() => this.#options.upload(file, { id, progress, signal: controller.signal }))
      .then(
        (part) => {
          if (controller.signal.aborted) return;
          const metadata = isRecord(part.metadata) ? part.metadata : {};
          const named = {
            ...part,
            id: part.id ?? id,
            metadata: { filename: file.name, ...metadata },
          };
          this.#replace(id, { ...base, status: 'ready', part: named });
          this.status.set(formatLabel(this.#labels.attachmentAdded, { name: file.name }));
        },
        (cause: unknown) => {
          if (controller.signal.aborted) return;
          this.#replace(id, { ...base, status: 'failed' });
          this.#report([{ code: 'upload-failed', name: file.name, cause }], true);
        },
      )
      .finally(() => {
        if (this.#uploads.get(id) === controller) this.#uploads.delete(id);
      });
  }

  #replace(id: string, item: ChatAttachment): void {
    this.items.update((items) =>
      items.some((candidate) => candidate.id === id)
        ? items.map((candidate) => (candidate.id === id ? item : candidate))
        : items,
    );
  }

  #report(problems: readonly AttachmentProblem[], keep = false): void {
    const sentences = problems.map((problem) => describeProblem(problem, this.#labels));
    this.problems.update((shown) => (keep ? [...shown, ...sentences] : sentences));
    for (const problem of problems) this.problem.emit(problem);
  }
}

function clamp(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `aguiAttachments` alone (`''`) means on, as a boolean attribute does. */
function optionalBoolean(value: unknown): boolean {
  return value === undefined || value === '' ? true : booleanAttribute(value);
}

function optionalNumber(value: unknown): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : numberAttribute(value);
}
