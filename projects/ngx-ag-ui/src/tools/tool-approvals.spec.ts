import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { RunAgentInput, ToolMessage } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent, withTools } from 'ngx-ag-ui';

import { saveSourcesAgent, saveSourcesTool } from './save-sources-agent.test-helpers';

const save = saveSourcesTool(jest.fn((args: { urls: string[] }) => ({ saved: args.urls.length })));

function setUp() {
  const agent = saveSourcesAgent();
  TestBed.configureTestingModule({
    providers: [provideAgUi({}, withAgent(agent), withTools([save]))],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  return { agent, store };
}

const settle = () => TestBed.inject(ApplicationRef).whenStable();
const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve));
};

/** Sends the message whose run asks for `save_sources`, and waits until the call awaits approval. */
async function untilApprovalPending() {
  const { agent, store } = setUp();
  store.send('save them');
  await waitFor(() => store.pendingApprovals().length === 1);
  return { agent, store };
}
const sentResult = (input: RunAgentInput) =>
  input.messages.find((message): message is ToolMessage => message.role === 'tool');

describe('tool approvals', () => {
  beforeEach(() => (save.handler as jest.Mock).mockClear());

  it('waits for a person, then runs the handler once approved', async () => {
    const { agent, store } = await untilApprovalPending();
    expect(store.pendingApprovals()[0]).toMatchObject({
      toolCall: { id: 'c1' },
      tool: { name: 'save_sources' },
      args: { urls: ['https://a.example'] },
    });
    expect(store.isRunning()).toBe(true);
    expect(save.handler).not.toHaveBeenCalled();
    expect(store.approve('c1')).toBe(true);
    await settle();
    expect(save.handler).toHaveBeenCalledTimes(1);
    expect(sentResult(agent.inputs[1])?.content).toBe('{"saved":1}');
    expect(store.pendingApprovals()).toEqual([]);
  });

  it('sends the rejection and its reason to the agent without running the handler', async () => {
    const { agent, store } = await untilApprovalPending();
    store.reject('c1', 'not these');
    await settle();
    expect(save.handler).not.toHaveBeenCalled();
    expect(sentResult(agent.inputs[1])?.error).toBe('The user rejected this call: not these');
    expect(store.warnings()).toEqual([]);
  });

  it('runs the handler with edited arguments, checked against the schema again', async () => {
    const { agent, store } = await untilApprovalPending();
    store.approve('c1', { args: { urls: ['https://b.example', 'https://c.example'] } });
    await settle();
    expect(save.handler).toHaveBeenCalledWith(
      { urls: ['https://b.example', 'https://c.example'] },
      expect.anything(),
    );
    expect(sentResult(agent.inputs[1])?.content).toBe('{"saved":2}');
  });

  it('answers an approval cut short by stop() as cancelled', async () => {
    const { agent, store } = await untilApprovalPending();
    store.stop();
    await settle();
    expect(agent.inputs).toHaveLength(1);
    expect(store.pendingApprovals()).toEqual([]);
    expect(store.status()).toBe('cancelled');
    expect(store.messages().at(-1)).toMatchObject({ role: 'tool', toolCallId: 'c1' });
  });

  it('returns false for a call that is not waiting', () => {
    const { store } = setUp();
    expect(store.approve('nope')).toBe(false);
    expect(store.reject('nope')).toBe(false);
  });
});
