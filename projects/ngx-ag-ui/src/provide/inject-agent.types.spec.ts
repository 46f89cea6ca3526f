import type { AgentStore } from '../store/agent-store';
import { type InjectAgentOptions, injectAgent } from './inject-agent';
import { provideAgUi } from './provide-ag-ui';

/** `true` only when `A` and `B` are the same type (a mismatch fails typecheck). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('injectAgent types', () => {
  it('takes an agent id or options and gives the AgentStore', () => {
    const accepts: Equal<Parameters<typeof injectAgent>, [(string | InjectAgentOptions)?]> = true;
    const gives: Equal<ReturnType<typeof injectAgent>, AgentStore> = true;

    expect([accepts, gives]).toEqual([true, true]);
  });

  it('types state() and setState() with the state the app declares', () => {
    interface Plan {
      readonly steps: readonly string[];
    }
    const typed = (): AgentStore<Plan> => injectAgent<Plan>();
    const state: Equal<ReturnType<ReturnType<typeof typed>['state']>, Plan> = true;
    const untyped: Equal<ReturnType<AgentStore['state']>, unknown> = true;
    const write = (store: AgentStore<Plan>) => {
      store.setState({ steps: ['a'] });
      store.setState((plan) => ({ steps: [...plan.steps, 'b'] }));
      // @ts-expect-error a state of another shape is refused
      store.setState({ step: 'a' });
    };
    const config = () => provideAgUi<Plan>({ url: '/agent', state: { steps: [] } });
    // @ts-expect-error the initial state must have the declared shape
    const wrong = () => provideAgUi<Plan>({ url: '/agent', state: { steps: 1 } });
    // A typed store is still an AgentStore, where the library takes one.
    const widened = (): AgentStore => injectAgent<Plan>();

    // @ts-expect-error state() is typed, not `any`: a field the state does not have is refused
    const misspelt = (store: AgentStore<Plan>) => store.state().stepz;
    // @ts-expect-error an untyped store's state is `unknown`, not the declared shape
    const notPlan: Equal<ReturnType<AgentStore['state']>, Plan> = true;
    const byId = (): AgentStore<Plan> => injectAgent<Plan>({ agentId: 'planner' });
    // @ts-expect-error a store of one state is not a store of another
    const other = (): AgentStore<{ readonly done: boolean }> => injectAgent<Plan>();

    expect([state, untyped, notPlan]).toEqual([true, true, true]);
    for (const fn of [misspelt, byId, other]) expect(typeof fn).toBe('function');
    // Outside an injection context the stores throw: only their types are under test here.
    for (const call of [typed, widened]) expect(call).toThrow();
    expect(config()).toBeTruthy();
    expect(wrong()).toBeTruthy();
    expect(typeof write).toBe('function');
  });

  it('refuses anything else as the agent', () => {
    // @ts-expect-error an agent is named by its string id
    const call = (): AgentStore => injectAgent(42);

    expect(call).toThrow();
  });
});
