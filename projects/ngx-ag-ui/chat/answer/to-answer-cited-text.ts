import { type CitedText, resolveMessageCitations, type ThreadMessage } from 'ngx-ag-ui/core';

/**
 * The cited text of an assistant message with its bridged citations, whatever its content shape
 * (a string, or the text of its content parts): `resolveMessageCitations`, streaming or not.
 */
export function toAnswerCitedText(message: ThreadMessage, streaming = false): CitedText {
  return resolveMessageCitations(message, { streaming });
}
