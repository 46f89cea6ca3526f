import { ApplicationRef, ErrorHandler, inject, Injectable } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BaseEvent } from '@ag-ui/core';
import {
  defineTool,
  injectAgent,
  provideAgUi,
  withAgent,
  withStoreExtension,
  withTools,
  type AgUiFeature,
} from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent, textAnswer, toolCall } from 'ngx-ag-ui/testing';

// The examples of docs/extending-the-store.md, verbatim: this spec keeps them honest. They are
// features the library does not know: they attach through the extension point alone.

@Injectable({ providedIn: 'root' })
export class EventLog {
  readonly events: BaseEvent[] = [];
}

export function withEventLog(): AgUiFeature<'extension'> {
  return withStoreExtension(({ config }) => {
    const log = inject(EventLog);
    return {
      onEvent: (event) => {
        log.events.push(event);
      },
      beforeRun: (input) => ({
        ...input,
        forwardedProps: { ...input.forwardedProps, agentId: config.agentId ?? 'default' },
      }),
    };
  });
}

export function withOneRetry(): AgUiFeature<'extension'> {
  return withStoreExtension(() => {
    let retried = false;
    return {
      beforeRun: (input, { continued }) => {
        if (!continued) retried = false;
        return input;
      },
      claimsRunEnd: (thread) => !retried && thread.error?.kind === 'network',
      onRunEnd: ({ thread }) => {
        retried = true;
        return { thread, continueWith: {} };
      },
    };
  });
}

/** Settles every microtask and timer-free promise queued so far. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

describe('docs: extending the store', () => {
  it('records every event and adds forwarded props to every run, next to the configured ones', async () => {
    const agent = new ScriptedAgent((input) => textAnswer(input, 'Hello there', { deltas: 2 }));
    TestBed.configureTestingModule({
      providers: [
        provideAgUi({ forwardedProps: { app: 'demo' } }, withAgent(agent), withEventLog()),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('hi');
    await TestBed.inject(ApplicationRef).whenStable();

    const sent = textAnswer(agent.inputs[0], 'Hello there', { deltas: 2 });
    expect(TestBed.inject(EventLog).events).toEqual(sent);
    expect(agent.inputs[0].forwardedProps).toEqual({ app: 'demo', agentId: 'default' });
    expect(store.messages().at(-1)?.content).toBe('Hello there');
  });

  it('takes over the end of a run that failed on the network and runs it again, once', async () => {
    const agent = new ScriptedAgent((input, call) =>
      call === 0
        ? { events: [], error: new Error('connection reset') }
        : // Streamed over time: whenStable() must wait for the run the feature started.
          { events: textAnswer(input, 'Back again'), delayMs: 1 },
    );
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), withOneRetry())],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('hi');
    await TestBed.inject(ApplicationRef).whenStable();

    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1].messages).toEqual(agent.inputs[0].messages);
    expect(store.status()).toBe('success');
    expect(store.messages().at(-1)?.content).toBe('Back again');
  });

  it('retries only once: a second failure stays an error', async () => {
    const agent = new ScriptedAgent([{ events: [], error: new Error('offline') }]);
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), withOneRetry())],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('hi');
    await TestBed.inject(ApplicationRef).whenStable();

    expect(agent.inputs).toHaveLength(2);
    expect(store.error()?.kind).toBe('network');
  });

  it('attaches next to withTools(): both contribute to the input, in the order given', async () => {
    const readLocale = defineTool({
      name: 'read_locale',
      description: 'Locale',
      handler: () => 'en',
    });
    const agent = new ScriptedAgent((input, call) =>
      call === 0
        ? [
            runStarted(input.threadId, input.runId),
            ...toolCall('c1', 'read_locale', ['{}']),
            runFinished(input.threadId, input.runId),
          ]
        : textAnswer(input, 'en it is'),
    );
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), withTools([readLocale]), withEventLog())],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('which locale?');
    await TestBed.inject(ApplicationRef).whenStable();

    // The tool round continued the run: both runs carry the tool and the forwarded props.
    expect(agent.inputs).toHaveLength(2);
    for (const input of agent.inputs) {
      expect(input.tools.map((tool) => tool.name)).toEqual(['read_locale']);
      expect(input.forwardedProps).toEqual({ agentId: 'default' });
    }
    expect(TestBed.inject(EventLog).events.length).toBeGreaterThan(0);
    expect(store.messages().at(-1)?.content).toBe('en it is');
  });

  it("reports a hook that throws to Angular's ErrorHandler and goes on without it", async () => {
    const reported: unknown[] = [];
    const agent = new ScriptedAgent((input) => textAnswer(input, 'fine'));
    const broken = withStoreExtension(() => ({
      onEvent: () => {
        throw new Error('broken observer');
      },
      beforeRun: () => {
        throw new Error('broken contributor');
      },
    }));
    TestBed.configureTestingModule({
      providers: [
        provideAgUi({}, withAgent(agent), broken),
        {
          provide: ErrorHandler,
          useValue: { handleError: (error: unknown) => reported.push(error) },
        },
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('hi');
    await TestBed.inject(ApplicationRef).whenStable();

    expect(store.status()).toBe('success');
    expect(agent.inputs).toHaveLength(1);
    const messages = reported.map((error) => (error as Error).message);
    expect(messages.filter((message) => message === 'broken contributor')).toHaveLength(1);
    // One report per event: textAnswer() sends RUN_STARTED, 3 text events, RUN_FINISHED.
    const events = textAnswer(agent.inputs[0], 'fine').length;
    expect(messages.filter((message) => message === 'broken observer')).toHaveLength(events);
  });

  it('keeps the store running while a run end is decided; stop() hurries it, reset() drops it', async () => {
    const seen: AbortSignal[] = [];
    const waitForStop = withStoreExtension(() => ({
      claimsRunEnd: (thread) => thread.status === 'success',
      onRunEnd: (end) =>
        new Promise((resolve) => {
          seen.push(end.signal);
          end.signal.addEventListener('abort', () =>
            resolve({ thread: { ...end.current(), state: { decided: true } } }),
          );
        }),
    }));
    const agent = new ScriptedAgent((input) => textAnswer(input, 'done'));
    TestBed.configureTestingModule({
      providers: [provideAgUi({ state: {} }, withAgent(agent), waitForStop)],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());

    store.send('one');
    await settle();
    expect(store.status()).toBe('running');
    store.stop();
    await settle();
    expect(seen[0].aborted).toBe(true);
    expect(store.state()).toEqual({ decided: true });
    expect(store.status()).toBe('success');

    store.send('two');
    await settle();
    expect(store.status()).toBe('running');
    store.reset();
    await settle();
    expect(seen[1].aborted).toBe(true);
    expect(store.state()).toEqual({});
    expect(store.messages()).toEqual([]);
  });

  it('the store names no feature: it imports nothing of tools or threads but types', () => {
    const source = readFileSync(join(__dirname, '../store/agent-store.ts'), 'utf8');
    const imports = [...source.matchAll(/^import (type )?[\s\S]*?from '([^']+)';$/gm)];
    const features = imports.filter(([, , path]) => /\/(tools|threads)\//.test(path));
    expect(features.every(([, type]) => type === 'type ')).toBe(true);
    expect(imports.some(([, , path]) => path.includes('/threads/'))).toBe(false);
    // Its doc comments may point to the features; its code refers to none of them.
    const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(
      /withTools|withThreadStorage|withEventValidation|AgentTools|AgentThreads/,
    );
  });

  it('holds every example of the guide as written', () => {
    const guide = readFileSync(join(__dirname, '../../../../docs/extending-the-store.md'), 'utf8');
    const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());
    const spec = readFileSync(__filename, 'utf8');
    expect(blocks).toHaveLength(3);
    // The guide's HTTP agent alone runs here as the scripted agent of the first test.
    const standIns: Record<string, string> = {
      "provideAgUi({ url: '/api/agent' }, withEventLog());":
        "provideAgUi({ forwardedProps: { app: 'demo' } }, withAgent(agent), withEventLog()),",
    };
    for (const declaration of blocks.flatMap((block) => block.split('\n\n')))
      expect(spec).toContain(standIns[declaration] ?? declaration);
  });
});
