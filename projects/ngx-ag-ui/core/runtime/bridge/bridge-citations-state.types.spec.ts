import type { MessageCitation } from '../citation-model/citation';
import type { ThreadMessage } from '../thread/agent-thread';
import { bridgeCitationsState } from './bridge-citations-state';

/** `true` only when `A` and `B` are the same type (a mismatch fails typecheck). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** An app's own row type, with room for the citations: what the generic must hand back. */
interface Row {
  readonly id: string;
  readonly text: string;
  readonly citations?: readonly MessageCitation[];
}

describe('bridgeCitationsState types', () => {
  it('hands back the message type it was given, ThreadMessage by default', () => {
    const rows: readonly Row[] = [{ id: 'r1', text: 'Paris' }];
    const state = { citations: { r1: ['https://a.example'] } };

    const bridged = bridgeCitationsState({ state }, rows);
    const threadMessages = bridgeCitationsState({ state }, [] as ThreadMessage[]);
    expect(threadMessages).toEqual([]);
    const keepsRow: Equal<typeof bridged, readonly Row[]> = true;
    const keepsDefault: Equal<typeof threadMessages, readonly ThreadMessage[]> = true;

    expect([keepsRow, keepsDefault]).toEqual([true, true]);
    expect(bridged[0].citations?.map((c) => c.url)).toEqual(['https://a.example']);
  });

  it('refuses messages without a string id', () => {
    // @ts-expect-error a message needs an `id` to be matched with `state.citations`
    const bridged = bridgeCitationsState({ state: {} }, [{ text: 'no id' }]);

    expect(bridged).toHaveLength(1);
  });
});
