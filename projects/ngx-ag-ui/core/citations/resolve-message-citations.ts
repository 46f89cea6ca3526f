import { contentToText } from '@ag-ui/core';

import type { CitedText, ThreadMessage } from 'ngx-ag-ui/core/runtime';
import { type ResolveCitedTextOptions, resolveCitedText } from './resolve-cited-text';

/**
 * The display text and numbered citations of one thread message, whatever its content shape:
 * string content as is; content parts (a user message's text and media) as their text parts
 * concatenated exactly (`contentToText` of `@ag-ui/core`), media skipped; no text for content
 * that has none (absent, an activity's object). `message.citations` are the bridged
 * `MessageCitation`s; the result holds display `Citation`s.
 *
 * @example
 * const cited = resolveMessageCitations(message, { streaming: store.isRunning() });
 * cited.text; cited.citations[0].index; // 1
 */
export function resolveMessageCitations(
  message: Pick<ThreadMessage, 'content' | 'citations'>,
  options?: ResolveCitedTextOptions,
): CitedText {
  return resolveCitedText(textOf(message.content), message.citations ?? [], options);
}

function textOf(content: ThreadMessage['content']): string {
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? contentToText(content) : '';
}
