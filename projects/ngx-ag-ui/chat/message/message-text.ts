import { contentToText } from '@ag-ui/core';
import type { ThreadMessage } from 'ngx-ag-ui/core';

/** The plain text of a message's content (text parts joined), or `''` when it has none. */
export function toMessageText(message: ThreadMessage): string {
  return 'content' in message &&
    (typeof message.content === 'string' || Array.isArray(message.content))
    ? contentToText(message.content)
    : '';
}
