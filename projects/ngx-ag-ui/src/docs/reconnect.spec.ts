/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { HttpSseAgent, injectAgent, provideAgUi, withFetch, type AgUiConfig } from 'ngx-ag-ui';

import { createStoreInjector } from '../store/store-injector.test-helpers';

// The examples of docs/resume.md, verbatim:
// this spec runs the client against the example server and drops the connection mid-answer.
// prettier-ignore
export const agentConfig: AgUiConfig = {
  url: '/api/agent',
  reconnect: { attempts: 5, baseDelayMs: 250, maxDelayMs: 4_000 }, // false: fail at the first drop
};

// prettier-ignore
/** One run's events (each event's id is its position, from 1) and whether the run has ended. */
class RunLog extends EventEmitter {
  readonly events: BaseEvent[] = [];
  ended = false;
  push(event: BaseEvent) { this.events.push(event); this.emit('change'); }
  end() { this.ended = true; this.emit('change'); }
}

// prettier-ignore
/** The runs a client can resume, by thread id and run id (a reconnect repeats the same body). */
const runs = new Map<string, RunLog>();

// prettier-ignore
export function resumableAgent(play: (input: RunAgentInput, log: RunLog) => Promise<void>): Server {
  return createServer(async (req, res) => {
    const input = JSON.parse(await readBody(req)) as RunAgentInput;
    const key = JSON.stringify([input.threadId, input.runId]);
    const lastEventId = req.headers['last-event-id'];
    if (lastEventId === undefined) {
      // A new run plays into its log whether or not a connection is there to read it.
      const log = new RunLog();
      runs.set(key, log);
      void play(input, log).finally(() => {
        log.end();
        setTimeout(() => runs.delete(key), 60_000).unref(); // resumable for a minute after its end
      });
    }
    const log = runs.get(key);
    const after = Number(lastEventId ?? 0);
    if (!log || !Number.isInteger(after) || after < 0 || after > log.events.length) {
      res.writeHead(410, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'this run cannot resume from there' }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    let sent = after; // replay what came after Last-Event-ID, then follow the run live
    const flush = () => {
      for (; sent < log.events.length; sent++)
        res.write(`id: ${sent + 1}\ndata: ${JSON.stringify(log.events[sent])}\n\n`);
      if (log.ended) res.end();
    };
    log.on('change', flush);
    res.on('close', () => log.off('change', flush));
    flush();
  });
}

// prettier-ignore
async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

const DELTAS = ['The ', 'answer ', 'goes ', 'on ', 'after ', 'a drop.'];

/** An agent run that streams `DELTAS` as one message, a few ms apart. */
async function play(input: RunAgentInput, log: RunLog): Promise<void> {
  const { threadId, runId } = input;
  const events: BaseEvent[] = [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TEXT_MESSAGE_START, messageId: 'a1', role: 'assistant' },
    ...DELTAS.map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'a1', delta })),
    { type: EventType.TEXT_MESSAGE_END, messageId: 'a1' },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ];
  for (const event of events) {
    log.push(event);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The network between client and agent: the first answer's body fails (as when a proxy dies)
 * once `cutAfter` has passed through it, after `onCut` ran. Records each Last-Event-ID sent.
 */
function flakyNetwork(cutAfter: string, onCut: () => void = () => undefined) {
  const lastEventIds: (string | null)[] = [];
  let cut = false;
  const fetchFn: typeof fetch = async (target, init) => {
    lastEventIds.push(new Headers(init?.headers).get('last-event-id'));
    const response = await fetch(target, init);
    if (lastEventIds.length > 1 || !response.body) return response;
    const reader = response.body.getReader();
    let seen = '';
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) return controller.close();
        controller.enqueue(chunk.value);
        seen += new TextDecoder().decode(chunk.value);
        if (!seen.includes(cutAfter)) return;
        cut = true;
        onCut();
        await reader.cancel();
        controller.error(new TypeError('network error'));
      },
    });
    return new Response(body, response);
  };
  return { fetchFn, lastEventIds, wasCut: () => cut };
}

describe('docs/resume.md', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = resumableAgent(play);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const storeWith = (fetchFn: typeof fetch) => {
    const setUp = createStoreInjector(provideAgUi({ ...agentConfig, url }, withFetch(fetchFn)));
    return {
      store: injectAgent({ injector: setUp.injector }),
      whenIdle: () => setUp.pendingTasks.whenIdle(),
    };
  };

  it('resumes the answer after a drop: every word once, in order', async () => {
    const network = flakyNetwork('"goes "');
    const { store, whenIdle } = storeWith(network.fetchFn);

    store.send('Hello');
    await whenIdle();

    expect(network.wasCut()).toBe(true);
    expect(network.lastEventIds).toHaveLength(2);
    expect(network.lastEventIds[0]).toBeNull();
    // The third delta is event 5: the reconnect asks for what came after it (or a later one).
    expect(Number(network.lastEventIds[1])).toBeGreaterThanOrEqual(5);
    expect(store.error()).toBeNull();
    expect(store.status()).toBe('success');
    expect(store.messages().at(-1)).toMatchObject({
      role: 'assistant',
      content: 'The answer goes on after a drop.',
    });
  });

  it('fails the run as http 410 when the agent no longer holds it, keeping what arrived', async () => {
    const network = flakyNetwork('"answer "', () => runs.clear());
    const { store, whenIdle } = storeWith(network.fetchFn);

    store.send('Hello');
    await whenIdle();

    expect(store.status()).toBe('error');
    expect(store.error()).toMatchObject({
      kind: 'http',
      status: 410,
      cause: { error: 'this run cannot resume from there' },
    });
    expect(store.messages().at(-1)?.content).toMatch(/^The answer /);
  });

  it('checks the settings when the first run starts: that run fails, and nothing is sent', async () => {
    expect(() => provideAgUi({ ...agentConfig, reconnect: { attempts: 1.5 } })).not.toThrow();
    const sent: unknown[] = [];
    const agent = new HttpSseAgent({
      ...agentConfig,
      url: 'http://127.0.0.1:1/agent',
      reconnect: { attempts: 1.5 },
      fetch: (...request: unknown[]) => {
        sent.push(request);
        return Promise.reject(new Error('offline'));
      },
    });
    const input: RunAgentInput = {
      threadId: 't',
      runId: 'r',
      state: {},
      messages: [],
      tools: [],
      context: [],
    };
    const error = await new Promise((resolve) =>
      agent.run(input).subscribe({ error: resolve, complete: () => resolve(undefined) }),
    );
    expect(error).toMatchObject({
      message: expect.stringMatching(
        /^ngx-ag-ui: reconnect must be false or .*attempts must be a whole number from 0 to 100/,
      ),
    });
    expect(sent).toEqual([]);
  });
});
