import type { AgentStore } from '../store/agent-store';
import { type InjectAgentOptions, injectAgent } from './inject-agent';

/** `true` only when `A` and `B` are the same type (a mismatch fails typecheck). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('injectAgent types', () => {
  it('takes an agent id or options and gives the AgentStore', () => {
    const accepts: Equal<Parameters<typeof injectAgent>, [(string | InjectAgentOptions)?]> = true;
    const gives: Equal<ReturnType<typeof injectAgent>, AgentStore> = true;

    expect([accepts, gives]).toEqual([true, true]);
  });

  it('refuses anything else as the agent', () => {
    // @ts-expect-error an agent is named by its string id
    const call = (): AgentStore => injectAgent(42);

    expect(call).toThrow();
  });
});
