import type { RunAgentInput, ToolMessage } from '@ag-ui/core';
import { withTools, type ThreadRecord } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { saveSourcesAgent, saveSourcesTool } from '../tools/save-sources-agent.test-helpers';
import { bootApp, MemoryThreadStorage, waitFor } from './thread-storage.test-helpers';

// A tool call waiting for a person is part of the thread: a reload shows it waiting again, and
// answering it continues the run once. The agent here numbers no SSE event (ScriptedAgent):
// the run had ended, so nothing needs resuming from the agent.

const handler = jest.fn((args: { urls: string[] }) => ({ saved: args.urls.length }));
const save = saveSourcesTool(handler);

/** The agent after the reload: every run answers "ok" (the call was made before it). */
const answeringAgent = () =>
  new ScriptedAgent((input: RunAgentInput, call: number) =>
    textAnswer(input, 'ok', { messageId: `after-${call}` }),
  );

const sentResult = (input: RunAgentInput | undefined) =>
  input?.messages.find((message): message is ToolMessage => message.role === 'tool');

/** Asks for the save, waits for the approval card, then "reloads" (pagehide, then a new app). */
async function reloadWhileWaiting(storage: MemoryThreadStorage) {
  const first = saveSourcesAgent();
  const app = await bootApp(storage, first, {}, withTools([save]));
  app.store.send('save them');
  await waitFor(() => app.store.pendingApprovals().length === 1);
  window.dispatchEvent(new Event('pagehide'));
  await app.threads.settled();
  return { threadId: app.store.thread().threadId!, first };
}

describe('withThreadStorage with a tool call waiting for approval', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    handler.mockClear();
  });

  it('saves the ended run with the thread', async () => {
    const storage = new MemoryThreadStorage();
    const { threadId } = await reloadWhileWaiting(storage);
    const record = storage.values.get(threadId) as ThreadRecord;
    expect(record.status).toBe('running');
    expect(record.run?.events.map((event) => event.type).at(-1)).toBe('RUN_FINISHED');
  });

  it('shows the call waiting again after a reload, sends nothing until it is answered, then continues once', async () => {
    const storage = new MemoryThreadStorage();
    const { threadId } = await reloadWhileWaiting(storage);

    const agent = answeringAgent();
    const reloaded = await bootApp(storage, agent, {}, withTools([save]));
    await waitFor(() => reloaded.store.pendingApprovals().length === 1);
    expect(reloaded.store.thread().threadId).toBe(threadId);
    expect(reloaded.store.pendingApprovals()[0]).toMatchObject({
      toolCall: { id: 'c1' },
      args: { urls: ['https://a.example'] },
    });
    expect(agent.inputs).toHaveLength(0);
    expect(handler).not.toHaveBeenCalled();

    // A double click: the second answer finds nothing waiting.
    expect(reloaded.store.approve('c1')).toBe(true);
    expect(reloaded.store.approve('c1')).toBe(false);
    await waitFor(() => reloaded.store.status() === 'success');
    await reloaded.settle();

    expect(handler).toHaveBeenCalledTimes(1);
    expect(agent.inputs).toHaveLength(1);
    expect(sentResult(agent.inputs[0])?.content).toBe('{"saved":1}');
    const record = storage.values.get(threadId) as ThreadRecord;
    expect(record.status).toBe('success');
    expect(record.run).toBeUndefined();
  });

  it('a reload after the answer shows the answer, and asks nothing again', async () => {
    const storage = new MemoryThreadStorage();
    await reloadWhileWaiting(storage);
    const second = await bootApp(storage, answeringAgent(), {}, withTools([save]));
    await waitFor(() => second.store.pendingApprovals().length === 1);
    second.store.reject('c1', 'not now');
    await waitFor(() => second.store.status() === 'success');
    await second.settle();

    const agent = answeringAgent();
    const third = await bootApp(storage, agent, {}, withTools([save]));
    await third.settle();
    expect(third.store.pendingApprovals()).toEqual([]);
    expect(third.store.status()).toBe('success');
    expect(agent.inputs).toHaveLength(0);
  });
});
