import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import * as ev from 'ngx-ag-ui/testing';
import { ScriptedAgent } from 'ngx-ag-ui/testing';

import { provideAgUiDevtools } from '../provide/provide-ag-ui-devtools';

const SOURCE = { id: 's1', title: 'Using server-sent events', url: 'https://example.com/sse' };

/** A run that streams an answer, then cites it with a STATE_DELTA, then finishes. */
const EVENTS = [
  ev.runStarted(),
  ev.textMessageStart('m1'),
  ev.textMessageContent('m1', 'Server-sent events stream text.'),
  ev.textMessageEnd('m1'),
  ev.stateDelta([{ op: 'add', path: '/citations', value: { m1: [SOURCE] } }]),
  ev.textMessageStart('m2'),
  ev.textMessageContent('m2', 'A second answer.'),
  ev.textMessageEnd('m2'),
  ev.runFinished(),
];

async function setUp() {
  TestBed.configureTestingModule({
    providers: [
      provideAgUi(
        { threadId: 't1' },
        withAgent(new ScriptedAgent([EVENTS])),
        provideAgUiDevtools(),
      ),
    ],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  store.send('What are server-sent events?');
  await render();
  return store;
}

/** Lets the panel's import() settle and draws the app. */
async function render(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await TestBed.inject(ApplicationRef).whenStable();
  TestBed.inject(ApplicationRef).tick();
}

function shortcut(): void {
  document.dispatchEvent(
    new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyA', key: 'A' }),
  );
}

function panel(): HTMLElement {
  const element = document.querySelector<HTMLElement>('agui-devtools-panel');
  if (!element) throw new Error('no panel');
  return element;
}

function button(name: string): HTMLButtonElement {
  const found = [...panel().querySelectorAll('button')].find((b) => b.textContent?.includes(name));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function rows(): string[] {
  return [...panel().querySelectorAll('.row .type')].map((cell) => cell.textContent?.trim() ?? '');
}

/** Whether typing `text` into `target` went through (not stopped by the devtools). */
function type(target: Element | null, text: string): boolean {
  return !!target?.dispatchEvent(
    new InputEvent('beforeinput', { data: text, bubbles: true, cancelable: true }),
  );
}

function enter(target: Element | null): boolean {
  return !!target?.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
  );
}

afterEach(() => document.body.replaceChildren());

describe('the devtools panel', () => {
  it('opens on Alt+Shift+A with focus in it, lists every event of the run, and closes on Escape (focus back) or the shortcut', async () => {
    await setUp();
    const composer = document.body.appendChild(document.createElement('textarea'));
    composer.focus();
    expect(document.querySelector('agui-devtools-panel')).toBeNull();
    shortcut();
    await render();
    expect(panel().hidden).toBe(false);
    expect(document.activeElement?.id).toBe('agui-devtools-title');
    expect(rows()).toEqual(EVENTS.map(({ type }) => type));
    panel().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await render();
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(composer);
    shortcut();
    await render();
    expect(panel().hidden).toBe(false);
    shortcut();
    await render();
    expect(panel().hidden).toBe(true);
  });

  it('shows a STATE_DELTA with its patch and the state after it, the changed path marked, and the citation bridged', async () => {
    await setUp();
    shortcut();
    await render();
    const deltaRow = [...panel().querySelectorAll<HTMLButtonElement>('.row')][4];
    deltaRow.click();
    await render();
    const details = panel().querySelector('.details')?.textContent ?? '';
    expect(details).toContain('Event 5: STATE_DELTA');
    expect(details).toContain('JSON Patch');
    expect(details).toContain('op: "add"');
    expect(panel().querySelectorAll('.details .changed').length).toBeGreaterThan(0);
    expect(panel().querySelector('.items')?.textContent).toContain('[1] Using server-sent events');
  });

  it('filters by type and searches payloads', async () => {
    await setUp();
    shortcut();
    await render();
    const type = panel().querySelector<HTMLSelectElement>('.filters select');
    if (!type) throw new Error('no type filter');
    type.value = 'TEXT_MESSAGE_CONTENT';
    type.dispatchEvent(new Event('change'));
    await render();
    expect(rows()).toEqual(['TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_CONTENT']);
    const search = panel().querySelector<HTMLInputElement>('input[type=search]');
    if (!search) throw new Error('no search');
    search.value = 'second';
    search.dispatchEvent(new Event('input'));
    await render();
    expect(rows()).toEqual(['TEXT_MESSAGE_CONTENT']);
  });

  it('travels in time: the store shows the thread right after the chosen event, then the live one again', async () => {
    const field = document.body.appendChild(document.createElement('textarea'));
    const store = await setUp();
    const live = store.thread();
    shortcut();
    await render();
    [...panel().querySelectorAll<HTMLButtonElement>('.row')][4].click();
    await render();
    button('Show the app as it was after this event').click();
    await render();
    expect(store.messages().map(({ id }) => id)).toEqual([live.messages[0].id, 'm1']);
    expect(store.messages()[1].citations?.length).toBe(1);
    expect(panel().querySelector('.travel')?.textContent).toContain('right after event 5');
    // The page cannot send while it shows the past; the panel works.
    expect(type(field, 'more')).toBe(false);
    expect(enter(field)).toBe(false);
    expect(enter(panel().querySelector('input[type=search]'))).toBe(true);
    button('Back to live').click();
    await render();
    expect(store.thread()).toBe(live);
    expect(type(field, 'more')).toBe(true);
    expect(panel().querySelector('.travel')).toBeNull();
  });

  it('waits with time travel until the run ends, and says so', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAgUi(
          { threadId: 't1' },
          withAgent(new ScriptedAgent([{ events: EVENTS.slice(0, 5), hang: true }])),
          provideAgUiDevtools(),
        ),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('Hello');
    for (let i = 0; i < 5; i++) await Promise.resolve();
    TestBed.inject(ApplicationRef).tick();
    shortcut();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    TestBed.inject(ApplicationRef).tick();
    const before = store.thread();
    [...panel().querySelectorAll<HTMLButtonElement>('.row')][1].click();
    TestBed.inject(ApplicationRef).tick();
    button('Show the app as it was after this event').click();
    TestBed.inject(ApplicationRef).tick();
    expect(store.isRunning()).toBe(true);
    expect(store.thread()).toBe(before);
    expect(panel().querySelector('.live')?.textContent).toContain(
      'Time travel waits until the run ends.',
    );
    store.stop();
  });

  it('never throws into the app when the panel cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await setUp();
    const { DevtoolsHub } = await import('../provide/devtools-hub');
    const hub = TestBed.inject(DevtoolsHub);
    hub.panelLoader = () => Promise.reject(new Error('offline'));
    shortcut();
    await render();
    expect(error).toHaveBeenCalledWith(
      'ngx-ag-ui devtools: the panel failed to load.',
      expect.any(Error),
    );
    expect(hub.isOpen()).toBe(false);
    error.mockRestore();
  });
});
