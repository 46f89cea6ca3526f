import type { RunAgentInput } from '@ag-ui/core';
import type { ThreadRecord } from 'ngx-ag-ui';
import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent } from '@ag-ui/core';
import {
  messagesSnapshot,
  runFinished,
  runStarted,
  ScriptedAgent,
  textAnswer,
  textMessage,
} from 'ngx-ag-ui/testing';
import { Subject } from 'rxjs';

import { MAX_TURN_VERSIONS } from './answer-versions';
import { versionPosition } from './version-position';
import { bootApp, MemoryThreadStorage, type BootedApp } from './thread-storage.test-helpers';

/** An agent that numbers its answers, keeping every request it was sent. */
function numberedAgent(): { agent: ScriptedAgent; inputs: RunAgentInput[] } {
  const inputs: RunAgentInput[] = [];
  const agent = new ScriptedAgent((input) => {
    inputs.push(input);
    return textAnswer(input, `Answer ${inputs.length}`);
  });
  return { agent, inputs };
}

/** Every message's text (the agent and the questions here send plain strings). */
const textsOf = (messages: readonly { content?: unknown }[]) =>
  messages.map((message) => (typeof message.content === 'string' ? message.content : ''));
const texts = (app: BootedApp) => textsOf(app.store.messages());

/** Edits the last question as the chat's Edit does: the thread before it, then the new text. */
function edit(app: BootedApp, text: string): void {
  const messages = app.store.thread().messages;
  const last = messages.map((message) => message.role).lastIndexOf('user');
  app.store.restore({ ...app.store.thread(), messages: messages.slice(0, last) });
  app.store.send(text);
}

describe('answer versions with withThreadStorage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the answer a regenerate replaces, and switches between them', async () => {
    const { agent } = numberedAgent();
    const app = await bootApp(new MemoryThreadStorage(), agent);
    app.store.send('Why?');
    await app.settle();
    app.store.regenerate();
    await app.settle();
    expect(texts(app)).toEqual(['Why?', 'Answer 2']);
    const position = versionPosition(app.threads.versions(), app.store.messages(), 1);
    expect(position).toMatchObject({ index: 2, count: 2 });

    const question = app.store.messages()[0];
    expect(app.threads.switchVersion(position!.key, 0)).toBe(true);
    expect(texts(app)).toEqual(['Why?', 'Answer 1']);
    // The question row is the same object: a view tracking by id redraws only the answer.
    expect(app.store.messages()[0]).toBe(question);
    expect(versionPosition(app.threads.versions(), app.store.messages(), 1)).toMatchObject({
      index: 1,
      count: 2,
    });
  });

  it('keeps no version when a message only comes in between (a tool result placed before an answer)', async () => {
    const { agent } = numberedAgent();
    const app = await bootApp(new MemoryThreadStorage(), agent);
    app.store.send('Why?');
    await app.settle();
    const [question, answer] = app.store.messages();
    const result = {
      id: 'tool-1',
      role: 'tool' as const,
      toolCallId: 'call-1',
      content: '1 result',
    };
    app.store.restore({ ...app.store.thread(), messages: [question!, result, answer!] });
    await app.settle();
    expect(app.threads.versions()).toEqual({});
  });

  it('keeps no version when the agent renames its messages during a run (a snapshot with final ids)', async () => {
    const app = await bootApp(new MemoryThreadStorage(), numberedAgent().agent);
    app.store.send('Why?');
    await app.settle();
    const events = new Subject<BaseEvent>();
    const flush = async () => {
      await new Promise((resolve) => setTimeout(resolve));
      TestBed.inject(ApplicationRef).tick();
    };
    app.store.connect(events);
    const threadId = app.store.thread().threadId!;
    events.next(runStarted(threadId, 'r-live'));
    for (const event of textMessage('streamed-id', ['Live answer'])) events.next(event);
    await flush();
    expect(app.store.messages().map((message) => message.id)).toContain('streamed-id');
    const question = app.store.messages()[0]!;
    const final = { id: 'final-id', role: 'assistant' as const, content: 'Live answer' };
    events.next(messagesSnapshot([question, final]));
    await flush();
    events.next(runFinished(threadId, 'r-live'));
    events.complete();
    await app.settle();
    expect(app.store.messages().map((message) => message.id)).toEqual([question.id, 'final-id']);
    expect(app.threads.versions()).toEqual({});
  });

  it(`keeps ${MAX_TURN_VERSIONS} versions of a turn regenerated more often, with a warning per dropped one`, async () => {
    const app = await bootApp(new MemoryThreadStorage(), numberedAgent().agent);
    app.store.send('Why?');
    await app.settle();
    for (let n = 0; n < MAX_TURN_VERSIONS + 1; n++) {
      app.store.regenerate();
      await app.settle();
    }
    const position = versionPosition(app.threads.versions(), app.store.messages(), 1);
    expect(position).toMatchObject({ index: MAX_TURN_VERSIONS, count: MAX_TURN_VERSIONS });
    expect(app.threads.warnings().map((warning) => warning.kind)).toEqual([
      'versions-dropped',
      'versions-dropped',
    ]);
    // The thread goes on: the first kept version is the third answer (two were dropped).
    expect(app.threads.switchVersion(position!.key, 0)).toBe(true);
    expect(texts(app)).toEqual(['Why?', 'Answer 3']);
  });

  it('sends only the active path to the agent', async () => {
    const { agent, inputs } = numberedAgent();
    const app = await bootApp(new MemoryThreadStorage(), agent);
    app.store.send('Why?');
    await app.settle();
    app.store.regenerate();
    await app.settle();
    const key = versionPosition(app.threads.versions(), app.store.messages(), 1)!.key;
    app.threads.switchVersion(key, 0);
    app.store.send('And then?');
    await app.settle();
    expect(textsOf(inputs.at(-1)!.messages)).toEqual(['Why?', 'Answer 1', 'And then?']);
  });

  it('Edit then Regenerate give three versions that survive a reload', async () => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(storage, numberedAgent().agent);
    app.store.send('Why?');
    await app.settle();
    edit(app, 'Why not?');
    await app.settle();
    app.store.regenerate();
    await app.settle();
    expect(texts(app)).toEqual(['Why not?', 'Answer 3']);
    // The edit branched at the thread's start; the regenerate after the edited question.
    expect(versionPosition(app.threads.versions(), app.store.messages(), 0)).toMatchObject({
      index: 2,
      count: 2,
    });
    expect(versionPosition(app.threads.versions(), app.store.messages(), 1)).toMatchObject({
      index: 2,
      count: 2,
    });

    const reloaded = await bootApp(storage, numberedAgent().agent);
    await reloaded.settle();
    expect(texts(reloaded)).toEqual(['Why not?', 'Answer 3']);
    expect(reloaded.threads.switchVersion(app.store.messages()[0]!.id, 0)).toBe(true);
    expect(texts(reloaded)).toEqual(['Why not?', 'Answer 2']);
    expect(reloaded.threads.switchVersion('', 0)).toBe(true);
    expect(texts(reloaded)).toEqual(['Why?', 'Answer 1']);
    await reloaded.settle();
    const saved = storage.values.get(reloaded.store.thread().threadId!) as ThreadRecord;
    expect(saved.messages.map((message) => message.content)).toEqual(['Why?', 'Answer 1']);
  });

  it('loads a thread whose saved versions are corrupt, with a warning, and keeps its messages', async () => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(storage, numberedAgent().agent);
    app.store.send('Why?');
    await app.settle();
    const threadId = app.store.thread().threadId!;
    const saved = storage.values.get(threadId) as ThreadRecord;
    storage.values.set(threadId, { ...saved, versions: { [saved.messages[0]!.id]: 'garbage' } });

    const reloaded = await bootApp(storage, numberedAgent().agent);
    await reloaded.settle();
    expect(texts(reloaded)).toEqual(['Why?', 'Answer 1']);
    expect(reloaded.threads.warnings().map((warning) => warning.kind)).toEqual([
      'versions-dropped',
    ]);
    reloaded.store.regenerate();
    await reloaded.settle();
    expect(texts(reloaded)).toEqual(['Why?', 'Answer 1']);
  });
});
