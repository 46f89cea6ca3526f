import { type CitedText, resolveCitedText, type ThreadMessage } from 'ngx-ag-ui/core';

/** The cited text of an assistant message: its string content with its bridged citations. */
export function toAnswerCitedText(message: ThreadMessage, streaming = false): CitedText {
  const content = typeof message.content === 'string' ? message.content : '';
  return resolveCitedText(content, message.citations ?? [], { streaming });
}
