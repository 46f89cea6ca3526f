import { ApplicationRef, createEnvironmentInjector, EnvironmentInjector } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { RunAgentInput } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent } from 'ngx-ag-ui/testing';

import { type A2uiCatalog, defineA2uiComponent } from '../catalog/a2ui-catalog';
import { BASIC_CATALOG } from '../catalog/basic-catalog';
import { A2uiSurface } from '../render/a2ui-surface';
import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';
import { A2UI_SCHEMA_CONTEXT_DESCRIPTION } from './catalog-context';
import { provideA2ui, withCatalog } from './provide-a2ui';

const catalogEntries = (input: RunAgentInput) =>
  input.context.filter((entry) => entry.description === A2UI_SCHEMA_CONTEXT_DESCRIPTION);
const advertised = (input: RunAgentInput) => JSON.parse(catalogEntries(input)[0].value);

const travel: A2uiCatalog = {
  catalogId: 'https://example.com/a2ui/travel.json',
  components: {
    Rating: defineA2uiComponent(A2uiSurface, {
      properties: { value: { type: 'number' } },
      required: ['value'],
    }),
  },
};

const form = [
  op.create(),
  op.components([
    { id: 'root', component: 'Column', children: ['go'] },
    { id: 'go', component: 'Button', child: 'go-label', action: { event: { name: 'go' } } },
    { id: 'go-label', component: 'Text', text: 'Go' },
  ]),
];

describe('provideA2ui and the agent store', () => {
  it('advertises the registered catalog, basic and custom, in every run', async () => {
    const { runs, paint, finish, store, root, emit } = await setUpSurface([
      provideA2ui(withCatalog(travel)),
    ]);
    // The first run, sent before any surface was drawn, already carries it.
    expect(catalogEntries(runs[0])).toHaveLength(1);
    const first = advertised(runs[0]);
    expect(first.catalogId).toBe(travel.catalogId);
    expect(Object.keys(first.components).sort()).toEqual(
      [...Object.keys(BASIC_CATALOG.components), 'Rating'].sort(),
    );
    expect(first.components.Rating).toEqual({
      type: 'object',
      properties: { value: { type: 'number' } },
      required: ['id', 'component', 'value'],
    });
    await paint(...form);
    await finish();
    root.querySelector('button')!.click();
    await emit();
    store.send('and again');
    expect(runs).toHaveLength(2);
    expect(catalogEntries(runs[1])).toEqual(catalogEntries(runs[0]));
  });

  it("merges an action into the app's forwarded props and keeps its context", async () => {
    const app = { description: 'The user', value: 'Ada' };
    const stale = { description: A2UI_SCHEMA_CONTEXT_DESCRIPTION, value: '{"components":{}}' };
    const { runs, paint, finish, root, emit } = await setUpSurface([provideA2ui()], {
      forwardedProps: { locale: 'fr' },
      context: [app, stale],
    });
    await paint(...form);
    await finish();
    root.querySelector('button')!.click();
    await emit();
    expect(runs).toHaveLength(2);
    expect(runs[1].forwardedProps).toEqual({
      locale: 'fr',
      a2uiAction: { userAction: expect.objectContaining({ name: 'go', sourceComponentId: 'go' }) },
    });
    // One catalog entry, ours, after the app's own.
    expect(runs[1].context[0]).toEqual(app);
    expect(catalogEntries(runs[1])).toHaveLength(1);
    expect(advertised(runs[1]).catalogId).toBe(BASIC_CATALOG.catalogId);
  });

  it('sends no action in a run the app starts itself', async () => {
    const { runs, store, finish } = await setUpSurface([provideA2ui()], {
      forwardedProps: { locale: 'fr' },
    });
    await finish();
    store.send('hello');
    expect(runs[1].forwardedProps).toEqual({ locale: 'fr' });
  });

  it("adds each surface's warnings to the store's warnings(), once", async () => {
    const { paint, store } = await setUpSurface([provideA2ui()]);
    const surface = [op.create(), op.components([{ id: 'root', component: 'Nope' }])];
    for (let i = 0; i < 3; i++) await paint(...surface);
    // The same surface drawn again by a new component (the chat shown again) adds nothing.
    const again = TestBed.createComponent(A2uiSurface);
    again.componentRef.setInput('messageId', 'a2ui-surface-1');
    again.detectChanges();
    expect(again.componentInstance.warnings()).toHaveLength(1);
    expect(store.warnings()).toEqual([
      {
        kind: 'other',
        a2ui: 'unknown-component',
        message: expect.stringContaining('Nope'),
        componentId: 'root',
        surfaceId: 's',
      },
    ]);
  });

  it('sends nothing, and warns, when the agent waits for answers to its interrupts', async () => {
    const { runs, paint, emit, root, store, warnings } = await setUpSurface([provideA2ui()]);
    await paint(...form);
    await emit(
      runFinished('t1', 'r1', {
        outcome: { type: 'interrupt', interrupts: [{ id: 'i1', reason: 'confirm' }] },
      }),
    );
    expect(store.status()).toBe('interrupted');
    expect(() => root.querySelector('button')!.click()).not.toThrow();
    await emit();
    expect(runs).toHaveLength(1);
    expect(warnings().map((warning) => [warning.a2ui, warning.componentId])).toEqual([
      ['action-not-sent', 'go'],
    ]);
  });

  it('advertises from the moment its route is shown until the route is left', async () => {
    const agent = new ScriptedAgent((input) => [
      runStarted(input.threadId, input.runId),
      runFinished(input.threadId, input.runId),
    ]);
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    const settle = () => TestBed.inject(ApplicationRef).whenStable();
    store.send('before the route');
    await settle();
    // What the router does with a route's providers: an environment injector of their own.
    const route = createEnvironmentInjector(provideA2ui(), TestBed.inject(EnvironmentInjector));
    store.send('on the route');
    await settle();
    route.destroy();
    store.send('after it');
    await settle();
    expect(agent.inputs.map((input) => catalogEntries(input).length)).toEqual([0, 1, 0]);
  });
});
