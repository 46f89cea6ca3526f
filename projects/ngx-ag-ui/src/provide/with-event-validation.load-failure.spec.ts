import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, provideAgUi, withAgent, withEventValidation } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

/** zod is not installed: loading the schemas fails, as Node's resolver does. */
const loadZodEventValidator = jest.fn(() =>
  Promise.reject(new Error("Cannot find package 'zod' imported from @ag-ui/core")),
);
jest.mock('ngx-ag-ui/core/runtime', () => ({
  ...jest.requireActual<object>('ngx-ag-ui/core/runtime'),
  loadZodEventValidator: () => loadZodEventValidator(),
}));

describe('withEventValidation when the zod schemas cannot load', () => {
  it('fails the run with an error that says what to install, and tries again at the next run', async () => {
    const agent = new ScriptedAgent((input) => textAnswer(input, 'Hi!'));
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), withEventValidation())],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    const app = TestBed.inject(ApplicationRef);

    store.send('Hello');
    await app.whenStable();
    expect(store.status()).toBe('error');
    expect(store.error()?.message).toContain('could not load the zod schemas of @ag-ui/core');
    expect(store.error()?.message).toContain('Install zod');
    expect(agent.inputs).toHaveLength(0);

    store.send('Hello again');
    await app.whenStable();
    expect(loadZodEventValidator).toHaveBeenCalledTimes(2);
  });
});
