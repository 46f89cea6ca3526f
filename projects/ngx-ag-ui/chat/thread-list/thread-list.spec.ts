import { ApplicationRef, ChangeDetectionStrategy, Component, type Provider } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import {
  injectAgent,
  injectThreads,
  localStorageThreadStorage,
  provideAgUi,
  withAgent,
  withThreadStorage,
} from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { ThreadList } from './thread-list';
import { provideThreadListLabels } from './thread-list-labels';

@Component({
  imports: [ThreadList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-thread-list />`,
})
class Host {}

async function setUp(providers: Provider[] = []) {
  localStorage.clear();
  sessionStorage.clear();
  TestBed.configureTestingModule({
    providers: [
      provideAgUi(
        {},
        withAgent(new ScriptedAgent((input) => textAnswer(input, 'An answer.'))),
        withThreadStorage(localStorageThreadStorage()),
      ),
      ...providers,
    ],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  const threads = TestBed.runInInjectionContext(() => injectThreads());
  const stable = async () => {
    await TestBed.inject(ApplicationRef).whenStable();
    await threads.settled();
    await TestBed.inject(ApplicationRef).whenStable();
  };
  for (const question of ['First question', 'Second question']) {
    if (store.messages().length > 0) threads.create();
    store.send(question);
    await stable();
  }
  const fixture = TestBed.createComponent(Host);
  await stable();
  const root: HTMLElement = fixture.nativeElement;
  const button = (name: string) => {
    const found = [...root.querySelectorAll('button')].find(
      (item) => (item.getAttribute('aria-label') ?? item.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`no button "${name}"`);
    return found;
  };
  const key = (element: Element, name: string) =>
    element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  return { store, threads, root, button, key, stable };
}

describe('<agui-thread-list>', () => {
  it('lists the threads in a navigation region, the one shown marked aria-current', async () => {
    const { root, button } = await setUp();
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Conversations');
    const titles = [...root.querySelectorAll('li .agui-thread-open')].map((item) => [
      item.textContent?.trim(),
      item.getAttribute('aria-current'),
    ]);
    expect(titles).toEqual([
      ['Second question', 'true'],
      ['First question', null],
    ]);
    expect(button('Rename “First question”').tagName).toBe('BUTTON');
  });

  it('keeps a long title whole in the accessible name and the tooltip (the view cuts it short)', async () => {
    const { store, threads, root, stable } = await setUp();
    const long = `How do I ${'cancel '.repeat(30)}a fetch request with averyveryverylongunbrokenword?`;
    threads.create();
    store.send(long);
    await stable();
    const open = root.querySelector<HTMLButtonElement>('li[data-thread-id] .agui-thread-open');
    const title = threads.threads()[0]?.title ?? '';
    expect(title.length).toBeGreaterThan(40);
    expect(open?.textContent?.trim()).toBe(title);
    expect(open?.getAttribute('title')).toBe(title);
  });

  it('switches thread on click and starts a new one', async () => {
    const { store, button, stable, root } = await setUp();
    button('First question').click();
    await stable();
    expect(store.messages()[0].content).toBe('First question');
    expect(button('First question').getAttribute('aria-current')).toBe('true');

    button('New conversation').click();
    await stable();
    expect(store.messages()).toEqual([]);
    expect(root.querySelector('[aria-current]')).toBeNull();
  });

  it('renames in place: Enter keeps the new title, Escape keeps the old one', async () => {
    const { threads, button, key, stable, root } = await setUp();
    button('Rename “First question”').click();
    await stable();
    const field = root.querySelector<HTMLInputElement>('input')!;
    expect(field.getAttribute('aria-label')).toBe('Title of “First question”');
    expect(document.activeElement).toBe(field);
    field.value = 'Signals';
    key(field, 'Enter');
    await stable();
    expect(threads.threads().map((thread) => thread.title)).toEqual(['Second question', 'Signals']);
    expect(document.activeElement).toBe(button('Rename “Signals”'));

    button('Rename “Signals”').click();
    await stable();
    const again = root.querySelector<HTMLInputElement>('input')!;
    again.value = 'Discarded';
    key(again, 'Escape');
    await stable();
    expect(root.querySelector('input')).toBeNull();
    expect(threads.threads().map((thread) => thread.title)).toEqual(['Second question', 'Signals']);
  });

  it('deletes only after a confirmation, and Escape cancels it', async () => {
    const { threads, button, key, stable, root } = await setUp();
    button('Delete “First question”').click();
    await stable();
    const group = root.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe(
      'Delete “First question”? This cannot be undone.',
    );
    expect(document.activeElement?.textContent?.trim()).toBe('Delete');
    key(group, 'Escape');
    await stable();
    expect(root.querySelector('[role="group"]')).toBeNull();
    expect(document.activeElement).toBe(button('Delete “First question”'));
    expect(threads.threads()).toHaveLength(2);

    button('Delete “First question”').click();
    await stable();
    root.querySelector<HTMLButtonElement>('.agui-thread-confirm-delete')!.click();
    await stable();
    expect(threads.threads().map((thread) => thread.title)).toEqual(['Second question']);
    // One saved thread left (jsdom has no BroadcastChannel, so the tabs' save notices use a
    // localStorage key of their own, which is not a thread).
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((k) => !k?.startsWith('ngx-ag-ui:thread-saved:'))).toHaveLength(1);
    expect(document.activeElement).toBe(button('New conversation'));
  });

  it('takes its texts from provideThreadListLabels', async () => {
    const { root } = await setUp([provideThreadListLabels({ newThread: 'Neues Gespräch' })]);
    expect(root.querySelector('.agui-thread-new')?.textContent?.trim()).toBe('Neues Gespräch');
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Conversations');
  });
});
