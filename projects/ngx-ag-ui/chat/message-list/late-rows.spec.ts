import type { Message } from '@ag-ui/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent } from 'ngx-ag-ui';
import { messagesSnapshot, runFinished, runStarted } from 'ngx-ag-ui/testing';
import { of } from 'rxjs';

import { renderChat } from '../chat.test-helpers';
import { FIRST_ROWS } from './row-window';

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

const TURNS = 60;
const ROW_PX = 100;
const WAITING_ROW_PX = 96;
const VIEW_PX = 500;

/** A saved thread of `TURNS` questions and answers, each answer with a link in it. */
function thread(): Message[] {
  return Array.from({ length: TURNS }, (_, i): Message[] => [
    { id: `u${i}`, role: 'user', content: `Question ${i}` },
    {
      id: `a${i}`,
      role: 'assistant',
      content: `Answer number ${i}, see [the docs](https://example.com/${i}).`,
    },
  ]).flat();
}

/**
 * Opens the chat on a whole thread. jsdom has no layout, so the conversation's height is the
 * rendered rows at `ROW_PX` each plus the waiting rows at their reserved `WAITING_ROW_PX`.
 */
async function openThread() {
  const chat = await renderChat([]);
  const store = TestBed.runInInjectionContext(() => injectAgent());
  const scroller = chat.root.querySelector<HTMLElement>('[role=log]')!;
  const rendered = () => scroller.querySelectorAll('agui-message').length;
  Object.defineProperty(scroller, 'clientHeight', { get: () => VIEW_PX });
  Object.defineProperty(scroller, 'scrollHeight', {
    get: () => rendered() * ROW_PX + (TURNS * 2 - rendered()) * WAITING_ROW_PX,
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('agui-message-list-rows') ? rendered() * ROW_PX : 0;
  });
  store.connect(of(runStarted(), messagesSnapshot(thread()), runFinished()));
  TestBed.tick();
  return { ...chat, scroller, rendered };
}

describe('MessageList on a long thread', () => {
  it('renders the last rows first and the rest in idle time, without moving the view', async () => {
    const { scroller, rendered, root } = await openThread();
    // The last rows are there at once, as many as fill the view (a few more at most), with the
    // height of the rows above reserved.
    expect(rendered() * ROW_PX).toBeGreaterThanOrEqual(VIEW_PX);
    expect((rendered() - FIRST_ROWS) * ROW_PX).toBeLessThan(VIEW_PX);
    expect([...root.querySelectorAll('agui-message')].at(-1)?.textContent).toContain(
      `Answer number ${TURNS - 1}`,
    );
    expect(root.textContent).not.toContain('Question 0');
    expect(root.querySelector('.agui-message-list-waiting')?.getAttribute('aria-hidden')).toBe(
      'true',
    );

    // The person reads a little above the end.
    scroller.scrollTop = scroller.scrollHeight - VIEW_PX - 40;
    const fromEnd = scroller.scrollHeight - scroller.scrollTop;
    const counts = [rendered()];
    for (let i = 0; i < 200 && rendered() < TURNS * 2; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      // Every slice keeps the view the same distance from the end: nothing in view moved.
      expect(scroller.scrollHeight - scroller.scrollTop).toBe(fromEnd);
      counts.push(rendered());
    }
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();

    expect(rendered()).toBe(TURNS * 2);
    // It grew in more than one slice, never shrank, and the spacer went away with the last one.
    expect(counts.length).toBeGreaterThan(2);
    expect(counts.every((count, i) => i === 0 || count >= counts[i - 1])).toBe(true);
    expect(root.querySelector('.agui-message-list-waiting')).toBeNull();
    expect(scroller.scrollHeight - scroller.scrollTop).toBe(fromEnd);
  });

  it('gives rows rendered late their text and keyboard reach, in order', async () => {
    const { rendered, root } = await openThread();
    for (let i = 0; i < 200 && rendered() < TURNS * 2; i++)
      await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();

    // Find in page: the text of the first turn, rendered last, is in the document, in order.
    const rows = [...root.querySelectorAll('agui-message')];
    expect(rows[0].textContent).toContain('Question 0');
    expect(rows[1].textContent).toContain('Answer number 0');
    expect(
      rows.map((row) => row.querySelector('agui-user-message, agui-chat-answer')?.tagName),
    ).toEqual(
      Array.from({ length: TURNS }, () => ['AGUI-USER-MESSAGE', 'AGUI-CHAT-ANSWER']).flat(),
    );

    // Keyboard: the first answer's link is in the tab order, outside any hidden part, and takes focus.
    const link = rows[1].querySelector<HTMLAnchorElement>('a[href="https://example.com/0"]')!;
    expect(link).not.toBeNull();
    expect(link.tabIndex).toBe(0);
    expect(link.closest('[aria-hidden=true], [inert]')).toBeNull();
    link.focus();
    expect(document.activeElement).toBe(link);
    const links = [...root.querySelectorAll('a[href^="https://example.com/"]')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      Array.from({ length: TURNS }, (_, i) => `https://example.com/${i}`),
    );
  });

  it('renders a thread no longer than the first rows at once, and new turns at once', async () => {
    const chat = await renderChat([]);
    const store = TestBed.runInInjectionContext(() => injectAgent());
    const short = thread().slice(0, FIRST_ROWS);
    store.connect(of(runStarted(), messagesSnapshot(short), runFinished()));
    TestBed.tick();
    expect(chat.root.querySelectorAll('agui-message').length).toBe(FIRST_ROWS);
    expect(chat.root.querySelector('.agui-message-list-waiting')).toBeNull();

    // A thread that grows by a turn renders the turn at once, not in idle time.
    const more = [
      ...short,
      { id: 'u-next', role: 'user', content: 'One more' },
    ] satisfies Message[];
    store.connect(of(runStarted('t1', 'r2'), messagesSnapshot(more), runFinished('t1', 'r2')));
    TestBed.tick();
    expect(chat.root.querySelectorAll('agui-message').length).toBe(FIRST_ROWS + 1);
    expect(chat.root.querySelector('.agui-message-list-waiting')).toBeNull();
  });
});
