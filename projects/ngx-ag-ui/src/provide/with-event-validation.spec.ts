import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { RunAgentInput } from '@ag-ui/core';
import {
  injectAgent,
  provideAgUi,
  withAgent,
  withEventValidation,
  type AgUiFeature,
} from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent } from 'ngx-ag-ui/testing';

/**
 * A run whose `RUN_STARTED` echoes an input with a tool whose `name` is a number: malformed for
 * the full zod schemas, outside what the built-in checks read.
 */
const answerWithBadTool = (input: RunAgentInput) => [
  runStarted(input.threadId, input.runId, { input: { ...input, tools: [{ name: 5 } as never] } }),
  runFinished(input.threadId, input.runId),
];

async function runOnce(...features: AgUiFeature[]) {
  TestBed.configureTestingModule({
    providers: [provideAgUi({}, withAgent(new ScriptedAgent(answerWithBadTool)), ...features)],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  store.send('Hi');
  await TestBed.inject(ApplicationRef).whenStable();
  return store;
}

describe('withEventValidation', () => {
  it('leaves events to the built-in checks by default, which accept what the reducer does not read', async () => {
    const store = await runOnce();
    expect(store.status()).toBe('success');
    expect(store.error()).toBeNull();
  });

  it('makes the store reject an event the full zod schemas refuse', async () => {
    const store = await runOnce(withEventValidation());
    expect(store.status()).toBe('error');
    expect(store.error()).toMatchObject({
      kind: 'malformed-event',
      message: expect.stringContaining('input.tools.0.name'),
    });
  });

  it('checks events with a validator of your own instead', async () => {
    const store = await runOnce(
      withEventValidation((event) => (event.type === 'RUN_FINISHED' ? 'no finishing' : undefined)),
    );
    expect(store.error()).toMatchObject({
      kind: 'malformed-event',
      message: 'Malformed RUN_FINISHED: no finishing',
    });
  });
});
