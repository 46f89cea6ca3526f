import { ɵProfilerEvent as ProfilerEvent } from '@angular/core';
import type { BaseEvent } from '@ag-ui/core';
import type { AgentSource } from 'ngx-ag-ui';
import type { SubagentRun, ThreadMessage } from 'ngx-ag-ui/core';
import {
  runFinished,
  runStarted,
  subagentError,
  subagentFinished,
  subagentStarted,
  textMessage,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
} from 'ngx-ag-ui/testing';
import { Subject } from 'rxjs';

import { renderChatWith } from '../chat.test-helpers';
import { ChatMessage } from '../message/chat-message';
import { toChatRows } from '../session/chat-rows';
import { Subagent } from './subagent';

/** Angular's dev-mode profiler hook (published on `ng` once a component is created). */
type SetProfiler = (
  profiler: ((event: ProfilerEvent, instance?: object | null) => void) | null,
) => () => void;
const setProfiler: SetProfiler = (profiler) =>
  (globalThis as unknown as { ng: { ɵsetProfiler: SetProfiler } }).ng.ɵsetProfiler(profiler);

afterEach(() => document.body.replaceChildren());

const message = (id: string, subagentRunId?: string, role = 'assistant'): ThreadMessage =>
  ({ id, role, content: id, ...(subagentRunId && { subagentRunId }) }) as ThreadMessage;
const run = (subagentRunId: string, parentSubagentRunId?: string): SubagentRun => ({
  subagentRunId,
  name: subagentRunId,
  status: 'running',
  ...(parentSubagentRunId && { parentSubagentRunId }),
});

describe('toChatRows', () => {
  const messages = [
    message('u1', undefined, 'user'),
    message('a1', 'A'),
    message('a2', 'A'),
    message('c1', 'C'),
    message('t1', 'A', 'tool'),
    message('m1'),
    message('b1', 'B'),
    message('old', 'gone'),
  ];
  const subagents = [run('A'), run('B'), run('C', 'A'), run('D'), run('E', 'A')];

  it('puts one card per top-level subagent where its first message is, those without messages last', () => {
    expect(toChatRows(messages, subagents, undefined)).toEqual([
      { kind: 'message', id: 'u1' },
      { kind: 'subagent', id: 'A' },
      { kind: 'message', id: 'm1' },
      { kind: 'subagent', id: 'B' },
      { kind: 'subagent', id: 'gone' },
      { kind: 'subagent', id: 'D' },
    ]);
  });

  it("gives a card its own messages and its children's cards, never a tool result", () => {
    expect(toChatRows(messages, subagents, 'A')).toEqual([
      { kind: 'message', id: 'a1' },
      { kind: 'message', id: 'a2' },
      { kind: 'subagent', id: 'C' },
      { kind: 'subagent', id: 'E' },
    ]);
    expect(toChatRows(messages, subagents, 'C')).toEqual([{ kind: 'message', id: 'c1' }]);
  });
});

/** An agent whose one run streams what the spec pushes, when it pushes it. */
function pushedAgent(): { source: AgentSource; push: (...events: BaseEvent[]) => void } {
  const stream = new Subject<BaseEvent>();
  return {
    source: { run: () => stream },
    push: (...events) => {
      for (const event of events) stream.next(event);
      if (events.some((event) => event.type === 'RUN_FINISHED')) stream.complete();
    },
  };
}

describe('<agui-subagent> in <agui-chat>', () => {
  /** A chat asked `question`, whose run has started and streamed `events`. */
  async function setUp(question: string, ...events: BaseEvent[]) {
    const agent = pushedAgent();
    const chat = await renderChatWith(agent.source);
    await chat.ask(question);
    agent.push(runStarted('t', 'r1'), ...events);
    await chat.settle();
    return { ...chat, push: agent.push };
  }

  /** The researcher's answer and the writer's streaming draft, both cards unfolded. */
  async function withBothCardsOpen() {
    const chat = await setUp(
      'Both',
      subagentStarted('A', 'researcher'),
      subagentStarted('B', 'writer'),
      ...textMessage('a1', ['Sources'], { subagentRunId: 'A' }),
      textMessageStart('b1', { subagentRunId: 'B' }),
      textMessageContent('b1', 'Draft'),
    );
    toggle(card(chat.root, 'researcher')).click();
    toggle(card(chat.root, 'writer')).click();
    await chat.settle();
    return chat;
  }

  const card = (root: HTMLElement, name: string) =>
    [...root.querySelectorAll('agui-subagent')].find(
      (element) => element.querySelector('.agui-subagent-name')?.textContent === name,
    ) as HTMLElement;
  const toggle = (element: HTMLElement) =>
    element.querySelector<HTMLButtonElement>(':scope > .agui-subagent-toggle')!;

  it("numbers the agent's answers without its subagents' turns, and announces the agent's", async () => {
    const { root } = await setUp(
      'Research and write',
      subagentStarted('A', 'researcher'),
      ...textMessage('a1', ['Three sources found'], { subagentRunId: 'A' }),
      subagentFinished('A'),
      ...textMessage('m1', ['Summary of the sources']),
      subagentStarted('B', 'writer'),
      ...textMessage('b1', ['Draft written'], { subagentRunId: 'B' }),
      subagentFinished('B'),
      runFinished('t', 'r1'),
    );
    // The person sees one answer of the agent: "Answer 1", whatever its subagents said first.
    const headings = [...root.querySelectorAll('.agui-message-list-rows > li h3')].map(
      (h) => h.textContent,
    );
    expect(headings).toEqual(['You said', 'Answer 1']);
    // The run ended on the writer's turn, inside its card: the agent's answer is what is read.
    const announcer = root.querySelector('.agui-message-list-announcer')!;
    expect(announcer.textContent).toContain('Summary of the sources');
    expect(announcer.textContent).not.toContain('Draft written');
  });

  it('shows each subagent as a collapsed card with its status, and unfolds it with aria-expanded', async () => {
    const { push, root, settle } = await setUp(
      'Research and write',
      subagentStarted('A', 'researcher', { description: 'Finds sources' }),
      ...textMessage('a1', ['Three sources found'], { subagentRunId: 'A' }),
    );
    const researcher = card(root, 'researcher');
    expect(researcher.getAttribute('data-status')).toBe('running');
    expect(toggle(researcher).getAttribute('aria-expanded')).toBe('false');
    expect(toggle(researcher).hasAttribute('aria-controls')).toBe(false);
    expect(researcher.textContent).not.toContain('Three sources found');
    // The subagent's message is inside its card, not a row of the conversation.
    expect(root.querySelectorAll('.agui-message-list-rows > li > agui-message')).toHaveLength(1);

    toggle(researcher).click();
    await settle();
    expect(toggle(researcher).getAttribute('aria-expanded')).toBe('true');
    const body = root.querySelector(`#${toggle(researcher).getAttribute('aria-controls')}`)!;
    expect(body.getAttribute('role')).toBe('group');
    expect(body.textContent).toContain('Finds sources');
    expect(body.textContent).toContain('Three sources found');

    push(subagentFinished('A'), ...textMessage('m1', ['Summary']), runFinished('t', 'r1'));
    await settle();
    expect(researcher.getAttribute('data-status')).toBe('success');
    expect(toggle(researcher).textContent).toContain('done');
    toggle(researcher).click();
    await settle();
    expect(toggle(researcher).getAttribute('aria-expanded')).toBe('false');
    expect(researcher.textContent).not.toContain('Three sources found');
  });

  it('re-renders only the card of the subagent whose stream changed', async () => {
    const { push, root, settle } = await withBothCardsOpen();

    const counts = new Map<string, number>();
    const observers = ['researcher', 'writer'].map((name) => {
      counts.set(name, 0);
      const observer = new MutationObserver((records) =>
        counts.set(name, counts.get(name)! + records.length),
      );
      observer.observe(card(root, name), {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      return observer;
    });
    for (const word of [' one', ' two', ' three']) {
      push(textMessageContent('b1', word));
      await settle();
    }
    observers.forEach((observer) => observer.disconnect());

    expect(card(root, 'writer').textContent).toContain('Draft one two three');
    expect(counts.get('writer')).toBeGreaterThan(0);
    expect(counts.get('researcher')).toBe(0);
    push(
      textMessageEnd('b1'),
      subagentFinished('B'),
      subagentFinished('A'),
      runFinished('t', 'r1'),
    );
    await settle();
  });

  it("runs templates of the streaming subagent's card alone, none of another card", async () => {
    const { push, settle } = await withBothCardsOpen();

    // Template runs per view, by the subagent or message the component shows.
    const runs = new Map<string, number>();
    const count = (key: string) => runs.set(key, (runs.get(key) ?? 0) + 1);
    const stop = setProfiler((event, instance) => {
      if (event !== ProfilerEvent.TemplateUpdateStart) return;
      if (instance instanceof Subagent) count(`card ${instance.subagentRunId()}`);
      if (instance instanceof ChatMessage) count(`message ${instance.messageId()}`);
    });
    for (const word of [' one', ' two', ' three']) {
      push(textMessageContent('b1', word));
      await settle();
    }
    const streaming = new Map(runs);
    runs.clear();
    push(textMessageEnd('b1'), subagentFinished('B'));
    await settle();
    const finished = new Map(runs);
    stop();

    expect(streaming.get('message b1')).toBeGreaterThan(0);
    // B's card runs only the row of its streaming message (its host binding reads the message);
    // nothing of the researcher's card runs.
    expect([...streaming.keys()].sort()).toEqual(['card B', 'message b1']);
    // B's status changed: its card ran, A's card and message did not.
    expect(finished.get('card B')).toBeGreaterThan(0);
    expect([finished.get('card A'), finished.get('message a1')]).toEqual([undefined, undefined]);
    push(subagentFinished('A'), runFinished('t', 'r1'));
    await settle();
  });

  it('nests a subagent started by another inside its card', async () => {
    const { root, settle } = await setUp(
      'Delegate',
      subagentStarted('A', 'planner'),
      subagentStarted('C', 'searcher', { parentSubagentRunId: 'A' }),
      ...textMessage('c1', ['Searching'], { subagentRunId: 'C' }),
    );
    expect(root.querySelectorAll('.agui-message-list-rows > li > agui-subagent')).toHaveLength(1);
    toggle(card(root, 'planner')).click();
    await settle();
    const inner = card(root, 'searcher');
    expect(card(root, 'planner').contains(inner)).toBe(true);
    toggle(inner).click();
    await settle();
    expect(inner.textContent).toContain('Searching');
  });

  it('shows an interrupt raised inside a subagent in its card, opened, and a failure in place', async () => {
    const { root, settle } = await setUp(
      'Publish',
      subagentStarted('B', 'publisher'),
      subagentStarted('X', 'checker'),
      subagentError('X', 'Link checker unreachable'),
      {
        type: 'SUBAGENT_FINISHED',
        subagentRunId: 'B',
        outcome: { type: 'suspended', interruptIds: ['int-1'] },
      } as BaseEvent,
      runFinished('t', 'r1', {
        outcome: {
          type: 'interrupt',
          interrupts: [
            { id: 'int-1', reason: 'approval', message: 'Publish the post?', subagentRunId: 'B' },
          ],
        },
      }),
    );
    const publisher = card(root, 'publisher');
    expect(publisher.getAttribute('data-status')).toBe('suspended');
    expect(toggle(publisher).getAttribute('aria-expanded')).toBe('true');
    expect(publisher.querySelector('.agui-subagent-interrupt')!.textContent!.trim()).toBe(
      'Waiting for your answer: Publish the post?',
    );
    const checker = card(root, 'checker');
    expect(checker.getAttribute('data-status')).toBe('error');
    toggle(checker).click();
    await settle();
    expect(checker.querySelector('.agui-subagent-error')!.textContent!.trim()).toBe(
      'Failed: Link checker unreachable',
    );
  });
});
