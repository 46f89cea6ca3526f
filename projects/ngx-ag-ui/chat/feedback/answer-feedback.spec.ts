import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { RunAgentInput } from '@ag-ui/core';
import { textAnswer } from 'ngx-ag-ui/testing';

import { renderChat } from '../chat.test-helpers';
import { AnswerFeedback } from './answer-feedback';
import {
  ChatFeedback,
  type FeedbackStorage,
  localStorageFeedbackStorage,
  provideChatFeedback,
} from './chat-feedback';
import type { FeedbackEntry, FeedbackMetaEvent } from './feedback-event';

/** A storage in memory that counts its writes; `fail` makes every call reject. */
function memoryStorage(initial: Record<string, unknown> = {}, fail = false) {
  const saved = new Map<string, unknown>(Object.entries(initial));
  let writes = 0;
  const storage: FeedbackStorage = {
    get: async (threadId) => {
      if (fail) throw new Error('storage down');
      return saved.get(threadId);
    },
    set: async (threadId, entries) => {
      writes++;
      if (fail) throw new Error('storage down');
      saved.set(threadId, JSON.parse(JSON.stringify(entries)));
    },
  };
  return { storage, saved, writes: () => writes };
}

const answer = (input: RunAgentInput) => textAnswer(input, 'Signals notify their consumers.');
const flush = async () => {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
  }
};
const pressed = (root: HTMLElement) =>
  [...root.querySelectorAll('[role=group] button')].map((b) => [
    b.getAttribute('aria-label'),
    b.getAttribute('aria-pressed'),
  ]);

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('feedback under an answer', () => {
  it('shows no rating buttons unless the app asks for feedback', async () => {
    const { root, ask } = await renderChat(answer);
    await ask('Hi');
    expect(root.querySelector('agui-answer-feedback')).toBeNull();
  });

  it('rates, comments, sends META events to onFeedback and saves them per thread', async () => {
    const events: FeedbackMetaEvent[] = [];
    const memory = memoryStorage();
    const { root, ask } = await renderChat(answer, [
      provideChatFeedback({ onFeedback: (event) => events.push(event), storage: memory.storage }),
    ]);
    await ask('Hi');
    const group = root.querySelector('[role=group][aria-label="Rate this answer"]')!;
    expect(pressed(root)).toEqual([
      ['Good answer', 'false'],
      ['Bad answer', 'false'],
    ]);

    group.querySelector<HTMLButtonElement>('[aria-label="Bad answer"]')!.click();
    await flush();
    expect(pressed(root)).toEqual([
      ['Good answer', 'false'],
      ['Bad answer', 'true'],
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'META', metaType: 'thumbs_down' });
    expect(Object.keys(events[0].payload).sort()).toEqual(['messageId', 'threadId']);

    const field = root.querySelector<HTMLTextAreaElement>('textarea[id^=agui-feedback]')!;
    expect(root.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Comment (optional)');
    field.value = '  The date is wrong.  ';
    root.querySelector<HTMLButtonElement>('.agui-feedback-comment button')!.click();
    await flush();
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      metaType: 'thumbs_down',
      payload: { messageId: events[0].payload.messageId, comment: 'The date is wrong.' },
    });
    const threadId = events[0].payload.threadId!;
    const stored = memory.saved.get(threadId) as Record<string, FeedbackEntry>;
    expect(stored[events[0].payload.messageId]).toMatchObject({
      rating: 'down',
      comment: 'The date is wrong.',
    });
    expect(root.querySelector('.agui-feedback-saved-comment')?.textContent).toBe(
      'The date is wrong.',
    );
  });
});

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [AnswerFeedback],
  template: `<agui-answer-feedback threadId="t1" messageId="m1" />`,
})
class FeedbackHost {}

async function renderFeedback(storage: FeedbackStorage) {
  TestBed.configureTestingModule({ providers: [provideChatFeedback({ storage })] });
  const fixture = TestBed.createComponent(FeedbackHost);
  const root: HTMLElement = fixture.nativeElement;
  await flush();
  return { root, feedback: TestBed.inject(ChatFeedback) };
}

describe('AnswerFeedback after a reload', () => {
  it('shows the saved rating pressed and its comment', async () => {
    const memory = memoryStorage({
      t1: { m1: { rating: 'up', comment: 'Clear.', timestamp: 1 } },
    });
    const { root } = await renderFeedback(memory.storage);
    expect(pressed(root)).toEqual([
      ['Good answer', 'true'],
      ['Bad answer', 'false'],
    ]);
    expect(root.querySelector('.agui-feedback-saved-comment')?.textContent).toBe('Clear.');
  });

  it('drops malformed saved entries instead of throwing', async () => {
    const memory = memoryStorage({ t1: { m1: { rating: 'sideways', timestamp: 'x' }, m2: 7 } });
    const { root } = await renderFeedback(memory.storage);
    expect(pressed(root)).toEqual([
      ['Good answer', 'false'],
      ['Bad answer', 'false'],
    ]);
  });

  it('keeps the rating on screen and reports when the storage fails', async () => {
    const memory = memoryStorage({}, true);
    const { root, feedback } = await renderFeedback(memory.storage);
    root.querySelector<HTMLButtonElement>('[aria-label="Good answer"]')!.click();
    await flush();
    expect(memory.writes()).toBe(1);
    expect(pressed(root)[0]).toEqual(['Good answer', 'true']);
    expect(feedback.problem()).toBe('storage down');
  });

  it('reports a storage that throws instead of rejecting, and still rates', async () => {
    const throwing: FeedbackStorage = {
      get: () => {
        throw new Error('no storage here');
      },
      set: () => {
        throw new Error('no storage here');
      },
    };
    const { root, feedback } = await renderFeedback(throwing);
    expect(feedback.problem()).toBe('no storage here');
    root.querySelector<HTMLButtonElement>('[aria-label="Bad answer"]')!.click();
    await flush();
    expect(pressed(root)[1]).toEqual(['Bad answer', 'true']);
  });

  it('survives a reload through localStorage', async () => {
    const storage = localStorageFeedbackStorage();
    const first = await renderFeedback(storage);
    first.root.querySelector<HTMLButtonElement>('[aria-label="Good answer"]')!.click();
    await flush();
    TestBed.resetTestingModule();
    const second = await renderFeedback(localStorageFeedbackStorage());
    expect(pressed(second.root)[0]).toEqual(['Good answer', 'true']);
  });
});
