/** @jest-environment node */
import {
  createEnvironmentInjector,
  type EnvironmentInjector,
  inject,
  InjectionToken,
} from '@angular/core';
import type { AgentCapabilities, RunAgentInput } from '@ag-ui/core';
import { type AgUiFeature, injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import {
  agentCapabilities,
  acceptsAttachments,
  injectAgentCapabilities,
  provideAgentCapabilities,
  withCapabilities,
} from 'ngx-ag-ui/capabilities';
import {
  reasoningMessageContent,
  reasoningMessageEnd,
  reasoningMessageStart,
  runFinished,
  runStarted,
  ScriptedAgent,
  subagentFinished,
  subagentStarted,
  textMessage,
} from 'ngx-ag-ui/testing';

import {
  type CountingPendingTasks,
  createStoreInjector,
} from '../../src/store/store-injector.test-helpers';

/** Lets a read that is already answered settle (its promise chain runs in a few microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A run with reasoning, a subagent and an answer: what a "no" declaration says it never does. */
const everything = (input: RunAgentInput) => [
  runStarted(input.threadId, input.runId),
  reasoningMessageStart('r1'),
  reasoningMessageContent('r1', 'Thinking'),
  reasoningMessageEnd('r1'),
  subagentStarted('sub-1', 'researcher'),
  ...textMessage('m1', ['Found it'], { subagentRunId: 'sub-1' }),
  subagentFinished('sub-1'),
  ...textMessage('m2', ['Done']),
  runFinished(input.threadId, input.runId),
];

let injector: EnvironmentInjector | undefined;
let pendingTasks: CountingPendingTasks;

afterEach(() => {
  injector?.destroy();
  injector = undefined;
});

function setUp(url: string | undefined, ...features: AgUiFeature[]) {
  ({ injector, pendingTasks } = createStoreInjector(
    provideAgUi({ url }, withAgent(new ScriptedAgent(everything)), ...features),
  ));
  return injectAgent({ injector });
}

describe('withCapabilities', () => {
  it('GETs {url}/capabilities once per store and exposes the declaration beside the store', async () => {
    const asked: string[] = [];
    const fetchFn = (async (url: string) => {
      asked.push(url);
      return new Response('{"multimodal":{"input":{"image":true}}}', {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const store = setUp('/api/agent/', withCapabilities(undefined, { fetch: fetchFn }));
    const caps = injectAgentCapabilities({ injector });
    expect(caps()).toBeUndefined();
    await settle();
    expect(asked).toEqual(['/api/agent/capabilities']);
    expect(caps()).toEqual({ multimodal: { input: { image: true } } });
    expect(agentCapabilities(store)()).toEqual(caps());
    expect(store.warnings()).toEqual([]);
  });

  it('leaves the capabilities unknown and warns when the endpoint has none (404)', async () => {
    const fetchFn = (async () => new Response('Not found', { status: 404 })) as typeof fetch;
    const store = setUp('/api/agent', withCapabilities(undefined, { fetch: fetchFn }));
    await settle();
    expect(agentCapabilities(store)()).toBeUndefined();
    expect(store.warnings()).toEqual([
      expect.objectContaining({ kind: 'other', capabilities: 'http' }),
    ]);
  });

  it('warns when the agent has no URL and no source was given', async () => {
    const store = setUp(undefined, withCapabilities());
    await settle();
    expect(agentCapabilities(store)()).toBeUndefined();
    expect(store.warnings()).toEqual([expect.objectContaining({ capabilities: 'failed' })]);
  });

  it('changes nothing but what the UI offers when the declaration is wrong', async () => {
    const wrong: AgentCapabilities = {
      reasoning: { supported: false },
      multiAgent: { supported: false },
      multimodal: { input: { image: false, pdf: false } },
    };
    const store = setUp(
      '/api/agent',
      withCapabilities(() => wrong),
    );
    await settle();
    expect(acceptsAttachments(agentCapabilities(store)())).toBe(false);

    store.send('Hi');
    await pendingTasks.whenIdle();

    // The stream is the authority: reasoning and the subagent it said it never does are kept.
    expect(store.status()).toBe('success');
    expect(store.messages().map((message) => message.role)).toEqual([
      'user',
      'reasoning',
      'assistant',
      'assistant',
    ]);
    expect(store.thread().subagents).toEqual([
      expect.objectContaining({ subagentRunId: 'sub-1', status: 'success' }),
    ]);
    expect(store.warnings()).toEqual([]);
  });

  it("calls an app's reader in the agent's injection context", async () => {
    const DECLARED = new InjectionToken<AgentCapabilities>('declared');
    ({ injector, pendingTasks } = createStoreInjector(
      { provide: DECLARED, useValue: { reasoning: { supported: true } } },
      provideAgUi(
        {},
        withAgent(new ScriptedAgent(everything)),
        withCapabilities(() => inject(DECLARED)),
      ),
    ));
    const store = injectAgent({ injector });
    await settle();
    expect(agentCapabilities(store)()).toEqual({ reasoning: { supported: true } });
  });

  it('stops the read when the store is destroyed', async () => {
    let seen: AbortSignal | undefined;
    const store = setUp(
      '/api/agent',
      withCapabilities((signal) => {
        seen = signal;
        return new Promise(() => undefined);
      }),
    );
    expect(agentCapabilities(store)()).toBeUndefined();
    injector?.destroy();
    injector = undefined;
    expect(seen?.aborted).toBe(true);
  });
});

describe('provideAgentCapabilities', () => {
  it("attaches from a lazy part's providers, once per store however often that part is created", async () => {
    let reads = 0;
    const store = setUp('/api/agent');
    const parent = injector as EnvironmentInjector;
    const route = () =>
      createEnvironmentInjector(
        [
          provideAgentCapabilities(() => {
            reads++;
            return { humanInTheLoop: { approvals: true } };
          }),
        ],
        parent,
      );
    route().destroy();
    route();
    await settle();
    expect(reads).toBe(1);
    expect(agentCapabilities(store)()).toEqual({ humanInTheLoop: { approvals: true } });
  });
});
