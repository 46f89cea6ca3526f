import { InjectionToken, type Provider } from '@angular/core';

import type { AttachmentUpload } from './chat-attachment';
import type { AttachmentLimits } from './check-attachment';
import { toInlinePart } from './to-inline-part';

/** What files a chat takes and how they travel. */
export interface AgUiAttachmentOptions extends AttachmentLimits {
  /** Turns a file into the content part that is sent (`toInlinePart`: inline base64 data). */
  readonly upload: AttachmentUpload;
  /**
   * Pasted text longer than this (in characters) becomes a text attachment instead of landing in
   * the message field; it is then held to `maxFileSize` like any file.
   */
  readonly pasteAsFileOver: number;
}

/**
 * Defaults: text, Markdown, PDF and common images, 5 MB a file (inline data grows by a third in
 * base64, and the whole conversation travels with every run), 5 files a message.
 */
export const DEFAULT_AG_UI_ATTACHMENT_OPTIONS: AgUiAttachmentOptions = {
  accept:
    'text/plain,text/markdown,.md,.markdown,.txt,application/pdf,image/png,image/jpeg,image/gif,image/webp',
  maxFileSize: 5 * 1024 * 1024,
  maxFiles: 5,
  upload: toInlinePart,
  pasteAsFileOver: 20_000,
};

/** The attachment options of the chat below this injector; `provideAttachmentOptions` sets it. */
export const AG_UI_ATTACHMENT_OPTIONS = new InjectionToken<AgUiAttachmentOptions>(
  'AG_UI_ATTACHMENT_OPTIONS',
  { providedIn: 'root', factory: () => DEFAULT_AG_UI_ATTACHMENT_OPTIONS },
);

/**
 * Sets what files the chat's attachments take and how they are uploaded; unspecified fields keep
 * their defaults.
 *
 * @example
 * providers: [
 *   provideAttachmentOptions({
 *     accept: 'application/pdf',
 *     maxFileSize: 2 * 1024 * 1024,
 *     upload: async (file, { id }) => ({ type: 'document', id, source: await myStorage.put(file) }),
 *   }),
 * ]
 *
 * @param init The options to change.
 * @returns A provider for `AG_UI_ATTACHMENT_OPTIONS`.
 */
export function provideAttachmentOptions(init: Partial<AgUiAttachmentOptions>): Provider {
  const defined = Object.fromEntries(
    Object.entries(init).filter(([, value]) => value !== undefined),
  ) as Partial<AgUiAttachmentOptions>;
  return {
    provide: AG_UI_ATTACHMENT_OPTIONS,
    useValue: { ...DEFAULT_AG_UI_ATTACHMENT_OPTIONS, ...defined },
  };
}
