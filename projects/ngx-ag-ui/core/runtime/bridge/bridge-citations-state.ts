import type { ThreadMessage } from '../thread/agent-thread';
import { bridgeMessageCitations } from './bridge-message-citations';
import type { CitableMessage } from './citations-for-message';

/**
 * Puts the citations held in agent state (`state.citations[messageId]`, docs/citations.md §A) onto
 * their messages as normalised `Citation` objects, matching by message id; a message without a
 * state entry takes its `metadata.citations` (AWS Strands). The bridge owns the `citations`
 * field: a message whose entry is gone loses it (retraction). Identity is preserved: the same
 * array comes back when nothing changed, and every message whose citations did not change keeps
 * its object. The built-in reducer calls it for you; call it in a reducer of your own.
 *
 * @param thread Anything with the agent `state` (an `AgentThread`, your store's state).
 * @param messages The messages to bridge, in order.
 * @returns `messages` itself, or a copy where only the changed messages are new objects.
 *
 * @example
 * // A plain RxJS reducer of your own:
 * events.pipe(scan((s, e) => {
 *   const next = myReducer(s, e);
 *   return { ...next, messages: bridgeCitationsState(next, next.messages) };
 * }, initial));
 */
export function bridgeCitationsState<M extends CitableMessage = ThreadMessage>(
  thread: { readonly state?: unknown },
  messages: readonly M[],
): readonly M[] {
  let bridged: M[] | undefined;
  for (let i = 0; i < messages.length; i++) {
    const next = bridgeMessageCitations(messages[i], thread.state);
    if (next !== messages[i]) {
      bridged ??= messages.slice();
      bridged[i] = next;
    }
  }
  return bridged ?? messages;
}
