import { inject, Injectable, type Provider, signal } from '@angular/core';
import { AG_UI_CITATION_SOURCE_OPENER, type CitationSourceOpener } from 'ngx-ag-ui/citations';
import type { Citation } from 'ngx-ag-ui/core';

import { ChatSession } from '../session/chat-session';
import { type AttachmentView, toAttachmentView } from './to-attachment-view';

/**
 * Which attachment the chat's viewer shows, and where focus goes back when it closes. It is the
 * chat's citation source opener: a card whose source is an attached file offers to show the
 * passage, and `<agui-attachment-viewer>` shows it.
 */
@Injectable()
export class AttachmentViewerState implements CitationSourceOpener {
  readonly #session = inject(ChatSession);
  /** The attachment shown, or `null` while the viewer is closed. */
  readonly view = signal<AttachmentView | null>(null);
  #returnTo: HTMLElement | null = null;

  /** Whether the citation names an attachment of this conversation. */
  canOpen(citation: Citation): boolean {
    return this.#resolve(citation) !== null;
  }

  /** Shows the attachment at the passage; focus goes back to the marker of `origin` on close. */
  open(citation: Citation, origin: HTMLElement): void {
    const view = this.#resolve(citation);
    if (!view) return;
    // The card that asked closes as focus leaves it: its marker is what focus returns to.
    this.#returnTo =
      origin.closest('agui-citation-marker')?.querySelector<HTMLElement>('button, a') ?? origin;
    this.view.set(view);
  }

  /** Closes the viewer and puts focus back where it came from. */
  close(): void {
    if (!this.view()) return;
    this.view.set(null);
    const target = this.#returnTo;
    this.#returnTo = null;
    if (target?.isConnected) target.focus();
    else this.#session.restoreFocusAfterRender();
  }

  #resolve(citation: Citation): AttachmentView | null {
    const store = this.#session.store();
    return toAttachmentView(citation, store.messages(), store.state());
  }
}

/**
 * The providers that make citations of attached files open in `<agui-attachment-viewer>`;
 * `<agui-chat>` has them. For a layout of your own, add them beside `ChatSession`.
 */
export function provideAttachmentViewer(): Provider[] {
  return [
    AttachmentViewerState,
    { provide: AG_UI_CITATION_SOURCE_OPENER, useExisting: AttachmentViewerState },
  ];
}
