import {
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  inject,
  Injectable,
  type EnvironmentProviders,
  type Provider,
} from '@angular/core';
import { HttpClient, HttpErrorResponse, provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { clear, createStore, set } from 'idb-keyval';
import {
  indexedDbThreadStorage,
  injectAgent,
  injectThreads,
  provideAgUi,
  withAgent,
  versionPosition,
  withThreadStorage,
  type ThreadStorage,
  type VersionPosition,
} from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';
import { firstValueFrom } from 'rxjs';

// The examples of docs/threads.md, verbatim: this spec keeps
// them honest.

// prettier-ignore
@Component({
  selector: 'app-history',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <button type="button" (click)="threads.create()">New conversation</button>
    @for (thread of threads.threads(); track thread.threadId) {
      <button type="button" [attr.aria-current]="thread.threadId === threads.currentId() || null" (click)="threads.switchTo(thread.threadId)">
        {{ thread.title || 'Untitled' }}
      </button>
    }
  `,
})
export class History {
  protected readonly threads = injectThreads();
}

// prettier-ignore
@Component({
  selector: 'app-versions',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (message of store.messages(); track message.id; let i = $index) {
      @if (position(i); as at) {
        <button type="button" aria-label="Previous version" [disabled]="at.index === 1" (click)="threads.switchVersion(at.key, at.index - 2)">‹</button>
        <span aria-live="polite">{{ at.index }} / {{ at.count }}</span>
        <button type="button" aria-label="Next version" [disabled]="at.index === at.count" (click)="threads.switchVersion(at.key, at.index)">›</button>
      }
      <p>{{ message.content }}</p>
    }
  `,
})
export class Versions {
  protected readonly store = injectAgent();
  protected readonly threads = injectThreads();

  protected position(index: number): VersionPosition | undefined {
    return versionPosition(this.threads.versions(), this.store.messages(), index);
  }
}

// prettier-ignore
@Injectable({ providedIn: 'root' })
export class ServerThreadStorage implements ThreadStorage {
  readonly #http = inject(HttpClient);

  get(threadId: string): Promise<unknown> {
    return firstValueFrom(this.#http.get(`/api/threads/${threadId}`)).catch((error: unknown) => {
      if (error instanceof HttpErrorResponse && error.status === 404) return undefined;
      throw error;
    });
  }
  async set(threadId: string, record: unknown): Promise<void> {
    await firstValueFrom(this.#http.put(`/api/threads/${threadId}`, record));
  }
  async delete(threadId: string): Promise<void> {
    await firstValueFrom(this.#http.delete(`/api/threads/${threadId}`));
  }
  list(): Promise<readonly unknown[]> {
    return firstValueFrom(this.#http.get<unknown[]>('/api/threads'));
  }
}

// prettier-ignore
export const migrating = () =>
withThreadStorage(indexedDbThreadStorage(), {
  version: 2,
  migrate: (record, fromVersion) => {
    if (fromVersion !== 1) throw new Error(`No migration from version ${fromVersion}`);
    const { topic } = record.state as { topic: string };
    return { ...record, version: 2, state: { subject: topic } };
  },
});

// fake-indexeddb clones with structuredClone, which Node has and jsdom (these specs' DOM) lacks.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value));

const agent = new ScriptedAgent((input) => textAnswer(input, `Answer ${input.messages.length}`));

/** Boots (or reloads) an app with `providers`, and waits for the saved thread to be restored. */
async function boot(...providers: (Provider | EnvironmentProviders)[]) {
  TestBed.resetTestingModule();
  TestBed.configureTestingModule({ providers });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  const threads = TestBed.runInInjectionContext(() => injectThreads());
  const settle = async () => {
    await TestBed.inject(ApplicationRef).whenStable();
    await threads.settled();
  };
  await settle();
  return { store, threads, settle };
}

const withIndexedDb = () =>
  // prettier-ignore
  provideAgUi({ url: '/api/agent' }, withAgent(agent), withThreadStorage(indexedDbThreadStorage()));

describe('docs/threads.md', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await clear(createStore('ngx-ag-ui-threads', 'threads'));
  });

  it('restores the conversation from IndexedDB after a reload', async () => {
    const first = await boot(withIndexedDb());
    first.store.send('What are signals?');
    await first.settle();

    const reloaded = await boot(withIndexedDb());
    expect(reloaded.store.messages().map((message) => message.content)).toEqual([
      'What are signals?',
      'Answer 1',
    ]);
    expect(reloaded.threads.threads().map((thread) => thread.title)).toEqual(['What are signals?']);
  });

  it('lists, switches and creates threads with a list of your own', async () => {
    const { store, settle } = await boot(withIndexedDb());
    store.send('First');
    await settle();
    const fixture = TestBed.createComponent(History);
    await fixture.whenStable();
    const buttons = () => [...fixture.nativeElement.querySelectorAll('button')] as HTMLElement[];

    buttons()[0].click();
    store.send('Second');
    await settle();
    await fixture.whenStable();
    expect(buttons().map((button) => button.textContent?.trim())).toEqual([
      'New conversation',
      'Second',
      'First',
    ]);
    expect(buttons()[1].getAttribute('aria-current')).toBe('true');

    buttons()[2].click();
    await settle();
    await fixture.whenStable();
    expect(store.messages()[0].content).toBe('First');
    expect(buttons()[2].getAttribute('aria-current')).toBe('true');
  });

  it('flips between the versions of a regenerated answer with the controls of your own', async () => {
    const { store, settle } = await boot(withIndexedDb());
    store.send('Why?');
    await settle();
    store.regenerate();
    await settle();
    const fixture = TestBed.createComponent(Versions);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    const texts = () => [...element.querySelectorAll('p')].map((p) => p.textContent);
    const button = (name: string) =>
      element.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    expect(texts()).toEqual(['Why?', 'Answer 1']);
    expect(element.querySelector('[aria-live]')?.textContent).toBe('2 / 2');
    expect(button('Next version').disabled).toBe(true);
    const answerRow = element.querySelectorAll('p')[1];
    const questionRow = element.querySelectorAll('p')[0];

    button('Previous version').click();
    await fixture.whenStable();
    expect(element.querySelector('[aria-live]')?.textContent).toBe('1 / 2');
    // The scripted agent numbers answers by the messages it was sent: both were "Answer 1";
    // the switched row is a new element, the question's row the same one.
    expect(texts()).toEqual(['Why?', 'Answer 1']);
    expect(element.querySelectorAll('p')[0]).toBe(questionRow);
    expect(element.querySelectorAll('p')[1]).not.toBe(answerRow);
  });

  it('keeps threads on a server through a ThreadStorage of HttpClient calls', async () => {
    const saved = {
      version: 1,
      threadId: 't1',
      title: 'Saved on the server',
      updatedAt: 1,
      messages: [{ id: 'u1', role: 'user', content: 'Hello' }],
      state: {},
      status: 'success',
    };
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        // prettier-ignore
        provideAgUi({ url: '/api/agent' }, withAgent(agent), withThreadStorage(() => inject(ServerThreadStorage))),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    const http = TestBed.inject(HttpTestingController);
    // The thread storage's engine loads first (with import(), off the first chunk), then lists.
    await new Promise((resolve) => setTimeout(resolve));
    http.expectOne('/api/threads').flush([saved]);
    await new Promise((resolve) => setTimeout(resolve));
    http.expectOne('/api/threads/t1').flush(saved);
    await TestBed.inject(ApplicationRef).whenStable();
    expect(store.messages().map((message) => message.content)).toEqual(['Hello']);

    store.send('Again');
    // A storage without setIf is read before each write: a newer copy there is never replaced.
    await new Promise((resolve) => setTimeout(resolve));
    http.expectOne({ method: 'GET', url: '/api/threads/t1' }).flush(saved);
    await TestBed.inject(ApplicationRef).whenStable();
    const put = http.expectOne({ method: 'PUT', url: '/api/threads/t1' });
    expect(put.request.body).toMatchObject({
      threadId: 't1',
      title: 'Saved on the server',
      revision: 1,
    });
    put.flush(null);

    const threads = TestBed.runInInjectionContext(() => injectThreads());
    const missing = threads.switchTo('gone');
    http.expectOne('/api/threads/gone').flush(null, { status: 404, statusText: 'Not Found' });
    expect(await missing).toBe(false);
    expect(threads.warnings()).toEqual([]);
    http.verify();
  });

  it('migrates a record of an older version', async () => {
    await set(
      'old',
      {
        version: 1,
        threadId: 'old',
        title: 'Before the rename',
        updatedAt: 1,
        messages: [{ id: 'u1', role: 'user', content: 'Hi' }],
        state: { topic: 'signals' },
        status: 'success',
      },
      createStore('ngx-ag-ui-threads', 'threads'),
    );
    const { store, threads } = await boot(provideAgUi({}, withAgent(agent), migrating()));
    expect(threads.warnings()).toEqual([]);
    expect(store.state()).toEqual({ subject: 'signals' });
  });

  it('holds every example of the guide as written', () => {
    const section = readFileSync(join(__dirname, '../../../../docs/threads.md'), 'utf8');
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());
    const spec = readFileSync(__filename, 'utf8');
    expect(blocks).toHaveLength(5);
    // Each declaration of a block (blocks separate theirs with a blank line), character for
    // character; the README's HTTP agent alone runs here with the scripted agent added.
    const standIns: Record<string, string> = {
      "provideAgUi({ url: '/api/agent' }, withThreadStorage(indexedDbThreadStorage()));":
        "provideAgUi({ url: '/api/agent' }, withAgent(agent), withThreadStorage(indexedDbThreadStorage()));",
      "provideAgUi({ url: '/api/agent' }, withThreadStorage(() => inject(ServerThreadStorage)));":
        "provideAgUi({ url: '/api/agent' }, withAgent(agent), withThreadStorage(() => inject(ServerThreadStorage))),",
    };
    for (const declaration of blocks.flatMap((block) => block.split('\n\n')))
      expect(spec).toContain(standIns[declaration] ?? declaration);
  });
});
