import { provideRouter } from '@angular/router';
import { TestBed } from '@angular/core/testing';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { localStorageThreadStorage, provideAgUi, withAgent, withThreadStorage } from 'ngx-ag-ui';
import {
  runError,
  runFinished,
  runStarted,
  ScriptedAgent,
  stateDelta,
  stateSnapshot,
  textMessage,
  textMessageContent,
  textMessageStart,
  toolCall,
  toolCallResult,
} from 'ngx-ag-ui/testing';
import { BASIC_CATALOG_ID } from 'ngx-ag-ui/a2ui';

import { ChatPage } from './chat-page';
import { CHAT_PAGE_PROVIDERS } from './chat-page-providers';

const RESULT = JSON.stringify([
  { id: 'signals', title: 'Signals overview', url: 'https://angular.dev/guide/signals' },
]);

/** A cited answer the way the demo agent streams one: a tool call, state citations, a marker. */
function citedAnswer(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  return [
    runStarted(threadId, runId),
    ...toolCall(`call-${runId}`, 'search_corpus', ['{"query":"signals"}'], {
      parentMessageId: `tools-${runId}`,
    }),
    toolCallResult(`result-${runId}`, `call-${runId}`, RESULT),
    stateSnapshot({ citations: {} }),
    stateDelta([
      {
        op: 'add',
        path: `/citations/m-${runId}`,
        value: [
          { id: 'signals', title: 'Signals overview', url: 'https://angular.dev/guide/signals' },
        ],
      },
    ]),
    ...textMessage(`m-${runId}`, ['Signals notify ', 'their consumers.', '[^signals]']),
    runFinished(threadId, runId),
  ];
}

// jsdom has no fetch: the route's capabilities read (GET {agent URL}/capabilities) gets one that
// never answers, so the page shows what it shows for an agent whose capabilities are unknown.
const realFetch = globalThis.fetch;
const pendingFetch: typeof fetch = () => new Promise<Response>(() => undefined);
beforeEach(() => (globalThis.fetch = pendingFetch));
afterEach(() => (globalThis.fetch = realFetch));

async function render(script: ConstructorParameters<typeof ScriptedAgent>[0]) {
  localStorage.clear();
  const agent = new ScriptedAgent(script);
  // The page lists saved threads, as the demo's app.config.ts provides them (there in IndexedDB).
  TestBed.configureTestingModule({
    providers: [
      provideAgUi({}, withAgent(agent), withThreadStorage(localStorageThreadStorage())),
      CHAT_PAGE_PROVIDERS,
      // The page links to its language routes.
      provideRouter([]),
    ],
  });
  const fixture = TestBed.createComponent(ChatPage);
  await fixture.whenStable();
  const host = fixture.nativeElement as HTMLElement;
  const ask = async (question: string) => {
    const box = host.querySelector<HTMLTextAreaElement>('textarea')!;
    box.value = question;
    box.dispatchEvent(new Event('input'));
    await fixture.whenStable();
    host.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await fixture.whenStable();
  };
  return { agent, fixture, host, ask };
}

const status = (host: HTMLElement) =>
  host.querySelector('[role=status][aria-label="Run status"]')?.textContent?.trim();

describe('ChatPage', () => {
  it('shows a cited answer with its marker, sources and tool call', async () => {
    const { host, ask } = await render(citedAnswer);
    await ask('How do signals work?');

    expect(status(host)).toBe('Answer complete.');
    const answer = host.querySelector('article[aria-labelledby^="agui-answer-"]')!;
    expect(answer.querySelector('h3')?.textContent).toBe('Answer 1');
    expect(answer.querySelector('agui-markdown')?.textContent).toContain(
      'Signals notify their consumers.',
    );
    expect(answer.querySelector('agui-markdown')?.textContent).not.toContain('[^signals]');
    expect(answer.querySelector('agui-citation-marker button')?.textContent).toContain(
      'Source 1: Signals overview, angular.dev',
    );
    expect(answer.querySelector('agui-sources section')?.getAttribute('aria-label')).toBe(
      'Sources of answer 1',
    );
    expect(answer.querySelector<HTMLAnchorElement>('agui-sources a[href^="https:"]')?.href).toBe(
      'https://angular.dev/guide/signals',
    );
    expect(host.querySelector('.tool-call summary')?.textContent).toMatch(
      /search_corpus\s+signals\s+· 1 result/,
    );
  });

  it('sends the whole conversation with each question', async () => {
    const { agent, ask } = await render(citedAnswer);
    await ask('How do signals work?');
    await ask('Tell me more');
    expect(agent.inputs).toHaveLength(2);
    expect(
      agent.inputs[1].messages
        .filter((message) => message.role === 'user')
        .map((message) => message.content),
    ).toEqual(['How do signals work?', 'Tell me more']);
  });

  it('explains a RUN_ERROR in an alert and keeps the earlier answer', async () => {
    const { host, ask } = await render([
      citedAnswer({ threadId: 't1', runId: 'r1' } as RunAgentInput),
      [
        runStarted(),
        textMessageStart('m2'),
        textMessageContent('m2', 'Half an'),
        runError('Search index offline', { code: 'E_INDEX' }),
      ],
    ]);
    await ask('How do signals work?');
    await ask('And computed?');

    expect(status(host)).toBe('The run failed.');
    const alert = host.querySelector('[role=alert]')!;
    expect(alert.querySelector('[role=heading]')?.textContent?.trim()).toBe(
      'The agent reported a failed run (RUN_ERROR)',
    );
    expect(alert.textContent).toContain('Search index offline');
    expect(alert.textContent).toContain('E_INDEX');
    const answers = host.querySelectorAll('article[aria-labelledby^="agui-answer-"]');
    expect(answers).toHaveLength(2);
    expect(answers[0].textContent).toContain('Signals notify their consumers.');
    expect(answers[1].textContent).toContain('Half an');
    expect(answers[1].querySelector('.agui-chat-cut-short')?.textContent?.trim()).toBe(
      'Incomplete: the run failed.',
    );
    expect(answers[0].querySelector('.agui-chat-cut-short')).toBeNull();
  });

  it('lists a failed state patch as a warning and flags the state', async () => {
    const { host, ask } = await render([
      [
        runStarted(),
        stateSnapshot({ n: 1 }),
        stateDelta([{ op: 'replace', path: '/missing', value: 1 }]),
        runFinished(),
      ],
    ]);
    await ask('Anything');
    expect(host.querySelector('.warnings h3')?.textContent).toBe(
      'Warnings in this conversation (1)',
    );
    expect(host.querySelector('.warnings li')?.textContent).toContain('state-patch-failed');
    expect(host.textContent).toContain('possibly diverged');
  });

  it('draws an A2UI surface from its route providers, beside the tool views', async () => {
    const { host, ask } = await render(({ threadId, runId }) => [
      runStarted(threadId, runId),
      ...toolCall(`call-${runId}`, 'search_corpus', ['{"query":"signals"}']),
      toolCallResult(`result-${runId}`, `call-${runId}`, RESULT),
      {
        type: EventType.ACTIVITY_SNAPSHOT,
        messageId: `a2ui-surface-${runId}`,
        activityType: 'a2ui-surface',
        replace: true,
        content: {
          a2ui_operations: [
            { version: 'v0.9', createSurface: { surfaceId: 's1', catalogId: BASIC_CATALOG_ID } },
            {
              version: 'v0.9',
              updateComponents: {
                surfaceId: 's1',
                components: [{ id: 'root', component: 'Text', text: 'Drawn by the agent' }],
              },
            },
          ],
        },
      } as BaseEvent,
      runFinished(threadId, runId),
    ]);
    await ask('Book a follow-up');
    expect(host.querySelector('agui-a2ui-surface')?.textContent).toContain('Drawn by the agent');
    expect(host.querySelector('.tool-call summary')?.textContent).toContain('search_corpus');
  });
});
