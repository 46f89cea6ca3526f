import type { MessageCitation } from '../citation-model/citation';
import { type CitableMessage, citationsForMessage } from './citations-for-message';
import { citationsEqual } from './citations-equal';

/**
 * One message with its citations bridged from `state` (see `bridgeCitationsState`): the same
 * object when they did not change, a copy with `citations` set when they did, a copy without the
 * field when its citations were retracted.
 */
export function bridgeMessageCitations<M extends CitableMessage>(message: M, state: unknown): M {
  const citations = citationsForMessage(message, state);
  if (citations === undefined) {
    if (message.citations === undefined) return message;
    const copy = { ...message } as Record<string, unknown>;
    delete copy['citations'];
    return copy as unknown as M;
  }
  if (message.citations !== undefined && sameCitations(message.citations, citations)) {
    return message;
  }
  return { ...message, citations };
}

function sameCitations(
  current: readonly MessageCitation[],
  next: readonly MessageCitation[],
): boolean {
  return current === next || citationsEqual(current, next);
}
