import type { Message } from '@ag-ui/core';

import type { ReadAttachment } from './read-attachments';

/** What the agent restates about one attachment in `state.attachments[id]`. */
export interface AttachmentState {
  readonly name: string;
  readonly mimeType: string;
  /** The text it read: what its citations' offsets index into (absent for images). */
  readonly text?: string;
  /** Whether it could read it. */
  readonly status: 'read' | 'unreadable';
  /** Why not, when it could not. */
  readonly message?: string;
}

/**
 * `{ attachments: { [id]: AttachmentState } }` for the run's state snapshot, or `{}` without
 * attachments: the chat's viewer shows a cited attachment from this text, so the passage it
 * highlights is exactly the one the agent quoted (a PDF's text exists only on the agent's side).
 */
export function toAttachmentsState(attachments: readonly ReadAttachment[]): {
  attachments?: Record<string, AttachmentState>;
} {
  if (attachments.length === 0) return {};
  return {
    attachments: Object.fromEntries(
      attachments.map((attachment): [string, AttachmentState] => [
        attachment.id,
        {
          name: attachment.name,
          mimeType: attachment.mimeType,
          status: attachment.warning ? 'unreadable' : 'read',
          ...(attachment.text !== undefined ? { text: attachment.text } : {}),
          ...(attachment.warning ? { message: attachment.warning.message } : {}),
        },
      ]),
    ),
  };
}

/**
 * The sentences the answer ends with about the attachments of the last user message: each image
 * described by its metadata (the demo agent cannot see), each file it could not read named.
 */
export function toAttachmentNotes(
  attachments: readonly ReadAttachment[],
  messages: readonly Message[],
): string[] {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  return attachments
    .filter((attachment) => attachment.messageId === last?.id)
    .flatMap((attachment) => {
      if (attachment.warning) return [attachment.warning.message];
      if (!attachment.mimeType.startsWith('image/')) return [];
      const pixels = attachment.pixels
        ? `, ${attachment.pixels.width} × ${attachment.pixels.height} pixels`
        : '';
      return [
        `You attached the image "${attachment.name}" (${attachment.mimeType}${pixels}, ${formatSize(attachment.size)}). I cannot see images, so that is all I can say about it.`,
      ];
    });
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} kB`;
}
