import type { ContentPart } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { injectChatSession } from '../session/chat-session';
import { toMediaSrc, toPartName } from './media-src';

/** One media part as a message shows it. */
interface MediaItem {
  readonly key: string;
  readonly name: string;
  readonly type: string;
  /** For an image the page may show; `null` shows the name only. */
  readonly src: string | null;
  /** Whether the agent said it could not read it (`state.attachments[id].status`). */
  readonly unreadable: boolean;
}

/**
 * The files a message of the person carries (its non-text content parts): images shown with the
 * file name as their text alternative, other files named with their type. Only inline raster
 * images and http(s) URLs reach an `<img>`; a provider's file handle is named, never fetched.
 *
 * @example
 * <agui-message-media [content]="message.content" />
 */
@Component({
  selector: 'agui-message-media',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (items().length > 0) {
      <ul class="agui-media" [attr.aria-label]="labels.messageAttachments">
        @for (item of items(); track item.key) {
          <li class="agui-media-item">
            @if (item.src; as src) {
              <img class="agui-media-image" [src]="src" [alt]="item.name" />
            } @else {
              <span class="agui-media-file" [attr.data-unreadable]="item.unreadable || null">
                {{ item.name }} <span class="agui-media-type">({{ item.type }})</span>
                @if (item.unreadable) {
                  <span class="agui-media-unreadable">: {{ labels.attachmentUnreadable }}</span>
                }
              </span>
            }
          </li>
        }
      </ul>
    }
  `,
  styles: `
    :host {
      display: block;
    }
    .agui-media {
      display: flex;
      flex-wrap: wrap;
      gap: 0.375rem;
      margin: 0.375rem 0 0;
      padding: 0;
      list-style: none;
    }
    .agui-media-image {
      display: block;
      max-inline-size: min(12rem, 100%);
      max-block-size: 12rem;
      border-radius: var(--agui-chat-radius, 0.5rem);
    }
    .agui-media-file {
      display: inline-block;
      padding: 0.125rem 0.5rem;
      border: 1px solid currentColor;
      border-radius: 0.25rem;
      overflow-wrap: anywhere;
    }
    .agui-media-type {
      opacity: 0.8;
    }
    .agui-media-file[data-unreadable] {
      border-style: dashed;
    }
  `,
})
export class MessageMedia {
  /** The message's content: a string (no media) or its content parts. */
  readonly content = input<string | readonly ContentPart[] | undefined>();

  readonly #session = injectChatSession();
  protected readonly labels = this.#session.options.labels;
  protected readonly items = computed((): MediaItem[] => {
    const content = this.content();
    if (!Array.isArray(content)) return [];
    const unreadable = unreadableIds(this.#session.store().state());
    return content.flatMap((part: ContentPart, index: number) =>
      part.type === 'text'
        ? []
        : [
            {
              key: part.id ?? String(index),
              name: toPartName(part, part.type),
              type: part.source.mimeType ?? part.type,
              src: toMediaSrc(part),
              unreadable: part.id !== undefined && unreadable.has(part.id),
            },
          ],
    );
  });
}

/**
 * Ids of the attachments the agent restated as unreadable in `state.attachments[id].status`
 * (the convention of docs/attachments.md).
 */
function unreadableIds(state: unknown): ReadonlySet<string> {
  const attachments =
    typeof state === 'object' && state !== null
      ? (state as { attachments?: unknown }).attachments
      : undefined;
  if (typeof attachments !== 'object' || attachments === null) return new Set();
  return new Set(
    Object.entries(attachments)
      .filter(
        ([, entry]) =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry as { status?: unknown }).status === 'unreadable',
      )
      .map(([id]) => id),
  );
}
