import { ChangeDetectionStrategy, Component, ɵProfilerEvent as ProfilerEvent } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, injectThreads, provideAgUi, withAgent, withThreadStorage } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { MemoryThreadStorage } from '../../src/threads/thread-storage.test-helpers';
import { Chat } from '../chat';
import { AG_UI_LANGUAGES } from '../i18n/languages';
import { ChatMessage } from './chat-message';

/** Angular's dev-mode profiler hook (published on `ng` once a component is created). */
type SetProfiler = (
  profiler: ((event: ProfilerEvent, instance?: object | null) => void) | null,
) => () => void;
const setProfiler: SetProfiler = (profiler) =>
  (globalThis as unknown as { ng: { ɵsetProfiler: SetProfiler } }).ng.ɵsetProfiler(profiler);

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [Chat],
  template: `<agui-chat />`,
})
class ChatHost {}

/** A chat whose agent numbers its answers, over a saving thread storage. */
async function renderVersionedChat() {
  let answers = 0;
  const agent = new ScriptedAgent((input) => textAnswer(input, `Answer ${++answers}`));
  TestBed.configureTestingModule({
    providers: [provideAgUi({}, withAgent(agent), withThreadStorage(new MemoryThreadStorage()))],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  const threads = TestBed.runInInjectionContext(() => injectThreads());
  const fixture = TestBed.createComponent(ChatHost);
  const root: HTMLElement = fixture.nativeElement;
  document.body.appendChild(root);
  const settle = async () => {
    await fixture.whenStable();
    await threads.settled();
    await fixture.whenStable();
  };
  await settle();
  const named = (name: string) => root.querySelector<HTMLButtonElement>(`[aria-label="${name}"]`);
  const answerRows = () => [...root.querySelectorAll('agui-message[data-role="assistant"]')];
  return { store, root, settle, named, answerRows };
}

describe('answer versions in the chat', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => document.body.replaceChildren());

  it('shows ‹ 2 / 2 › after a regenerate, and flips by keyboard to the earlier answer', async () => {
    const chat = await renderVersionedChat();
    chat.store.send('Why?');
    await chat.settle();
    expect(chat.named('Previous version')).toBeNull();
    chat.store.regenerate();
    await chat.settle();
    expect(chat.answerRows()[0]?.textContent).toContain('Answer 2');
    expect(chat.root.querySelector('agui-message-versions [aria-live]')?.textContent).toBe(
      'Version 2 of 2',
    );
    expect(chat.named('Next version')?.getAttribute('aria-disabled')).toBe('true');
    const userRow = chat.root.querySelector('agui-message[data-role="user"]');
    const answerRow = chat.answerRows()[0];

    // A button is pressed by Enter or Space as a click: the chat does the same for both.
    chat.named('Previous version')!.focus();
    chat.named('Previous version')!.click();
    await chat.settle();
    expect(chat.answerRows()[0]?.textContent).toContain('Answer 1');
    expect(chat.root.querySelector('agui-message-versions [aria-live]')?.textContent).toBe(
      'Version 1 of 2',
    );
    // Only the switched row was redrawn: the question's row is the same element.
    expect(chat.root.querySelector('agui-message[data-role="user"]')).toBe(userRow);
    expect(chat.answerRows()[0]).not.toBe(answerRow);
    // The focus came back to the same button in the new row.
    expect(document.activeElement).toBe(chat.named('Previous version'));
    expect(chat.named('Previous version')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('re-renders only the switched rows: the turns before it run no template', async () => {
    const chat = await renderVersionedChat();
    chat.store.send('Why?');
    await chat.settle();
    chat.store.send('And then?');
    await chat.settle();
    chat.store.regenerate();
    await chat.settle();
    const [q1, a1, q2] = chat.store.messages().map((message) => message.id);

    // Template runs per row, by the message it shows.
    const runs = new Map<string, number>();
    const stop = setProfiler((event, instance) => {
      if (event !== ProfilerEvent.TemplateUpdateStart || !(instance instanceof ChatMessage)) return;
      const id = instance.messageId();
      runs.set(id, (runs.get(id) ?? 0) + 1);
    });
    chat.named('Previous version')!.click();
    await chat.settle();
    stop();

    expect(chat.answerRows()[1]?.textContent).toContain('Answer 2');
    const shown = chat.store.messages().map((message) => message.id);
    // The switched answer's row ran; the first question, its answer and the second question
    // (kept, the same messages) did not.
    expect(runs.get(shown[3]!)).toBeGreaterThan(0);
    expect([q1, a1, q2].map((id) => runs.get(id!) ?? 0)).toEqual([0, 0, 0]);
    expect(shown.slice(0, 3)).toEqual([q1, a1, q2]);
  });

  it('sends only the active path after a switch', async () => {
    const chat = await renderVersionedChat();
    chat.store.send('Why?');
    await chat.settle();
    chat.store.regenerate();
    await chat.settle();
    chat.named('Previous version')!.click();
    await chat.settle();
    chat.store.send('And then?');
    await chat.settle();
    const texts = chat.store.messages().map((message) => message.content);
    expect(texts).toEqual(['Why?', 'Answer 1', 'And then?', 'Answer 3']);
  });

  it('has the version labels in every language', () => {
    for (const language of AG_UI_LANGUAGES) {
      expect(language.chat.previousVersion).toBeTruthy();
      expect(language.chat.nextVersion).toBeTruthy();
      expect(language.chat.versionOf).toContain('{n}');
      expect(language.chat.versionOf).toContain('{count}');
    }
  });
});
