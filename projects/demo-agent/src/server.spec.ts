/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { HttpAgent } from '@ag-ui/client';
import type { Message } from '@ag-ui/core';

import { DEMO_CAPABILITIES } from './delegation/demo-capabilities';
import { createDemoAgentServer } from './server';

/** A JSON object nested `depth` levels deep, written as text (JSON.stringify would overflow). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('demo agent server', () => {
  let server: Server;
  let base: string;
  const logged: { level: 'error' | 'warn'; message: string; cause: unknown }[] = [];

  beforeAll(async () => {
    server = createDemoAgentServer({
      delayMs: 0,
      slowStartMs: 300,
      logger: {
        error: (message, cause) => logged.push({ level: 'error', message, cause }),
        warn: (message, cause) => logged.push({ level: 'warn', message, cause }),
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (logged.length = 0));

  const post = (body: unknown, accept = 'text/event-stream') =>
    fetch(`${base}/agent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
    });
  const run = (content: string, forwardedProps: object = {}) => ({
    threadId: 't1',
    runId: 'r1',
    messages: [{ id: 'u1', role: 'user', content }],
    forwardedProps,
  });
  const eventTypes = (body: string) =>
    body
      .split('\n\n')
      .filter(Boolean)
      .map(
        (frame) =>
          JSON.parse(frame.replace(/^id: \d+\n/, '').replace(/^data: /, '')).type as string,
      );

  it('streams a run as SSE when asked for text/event-stream', async () => {
    const res = await post(run('What is INP?'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const types = eventTypes(await res.text());
    expect(types[0]).toBe('RUN_STARTED');
    expect(types.at(-1)).toBe('RUN_FINISHED');
    expect(types).toEqual(
      expect.arrayContaining(['TEXT_MESSAGE_CONTENT', 'TOOL_CALL_RESULT', 'MESSAGES_SNAPSHOT']),
    );
  });

  it('draws an A2UI surface for its prompt and answers the surface action in text', async () => {
    const frames = (body: string) =>
      body
        .split('\n\n')
        .filter(Boolean)
        .map((frame) => JSON.parse(frame.replace(/^id: \d+\n/, '').replace(/^data: /, '')));
    const drawn = frames(await (await post(run('Book a follow-up'))).text());
    const surfaces = drawn.filter((event) => event.activityType === 'a2ui-surface');
    expect(surfaces.at(-1).content.a2ui_operations[0].createSurface.surfaceId).toBe('surface-r1');

    const userAction = { name: 'book_follow_up', context: { name: 'Ada', topic: ['signals'] } };
    const answered = frames(
      await (await post(run('Book a follow-up', { a2uiAction: { userAction } }))).text(),
    );
    const text = answered
      .filter((event) => event.type === 'TEXT_MESSAGE_CONTENT')
      .map((event) => event.delta)
      .join('');
    expect(text).toMatch(
      /^Booked: a follow-up on Angular signals for Ada on a date we will agree\./,
    );
    expect(answered.some((event) => event.activityType === 'a2ui-surface')).toBe(false);
  });

  it('answers protobuf frames to a client that accepts any type, like the reference encoder', async () => {
    const res = await post(run('What is INP?'), '*/*');
    expect(res.headers.get('content-type')).toBe('application/vnd.ag-ui.event+proto');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const firstLength = new DataView(bytes.buffer).getUint32(0);
    expect(firstLength).toBeGreaterThan(0);
    expect(firstLength).toBeLessThan(bytes.length);
  });

  it('answers 400 with the first schema problem to a body that is not a RunAgentInput', async () => {
    const res = await post({ threadId: 't1', messages: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^not a RunAgentInput: runId: /);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await fetch(`${base}/agent`, { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'request body is not JSON' });
    expect(logged).toEqual([
      { level: 'warn', message: expect.stringContaining('400'), cause: expect.any(Error) },
    ]);
  });

  it("counts each thread's runs and surface actions at GET /runs", async () => {
    const thread = {
      ...run('Show a comparison card of server-sent events and WebSockets'),
      threadId: 'counted',
    };
    await (await post(thread)).text();
    const userAction = { name: 'tell_me_more', context: { option: 'sse' } };
    await (
      await post({ ...thread, runId: 'r2', forwardedProps: { a2uiAction: { userAction } } })
    ).text();
    const counts = await (await fetch(`${base}/runs?threadId=counted`)).json();
    expect(counts).toEqual({
      runs: 2,
      actions: 1,
      lastQuestions: ['Show a comparison card of server-sent events and WebSockets'],
    });
    expect(await (await fetch(`${base}/runs?threadId=never`)).json()).toEqual({
      runs: 0,
      actions: 0,
      lastQuestions: [],
    });
  });

  it('counts a resume request apart from the runs, with its Last-Event-ID', async () => {
    const thread = { ...run('How do I cancel a fetch request?'), threadId: 'resumed' };
    await (await post(thread)).text();
    const resumed = await fetch(`${base}/agent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Last-Event-ID': '3' },
      body: JSON.stringify(thread),
    });
    await resumed.text();
    expect(await (await fetch(`${base}/runs?threadId=resumed`)).json()).toMatchObject({
      runs: 1,
      actions: 0,
    });
    expect(await (await fetch(`${base}/resumes?threadId=resumed`)).json()).toEqual({
      lastEventIds: ['3'],
    });
  });

  it('reports its health and the size of its corpus', async () => {
    const res = await fetch(`${base}/health`);
    expect(await res.json()).toEqual({
      ok: true,
      agent: 'ngx-ag-ui demo research agent',
      documents: 55,
    });
  });

  it('declares its capabilities at GET /agent/capabilities: files and images in, no audio or video', async () => {
    const res = await fetch(`${base}/agent/capabilities`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const caps = await res.json();
    expect(caps).toEqual(DEMO_CAPABILITIES);
    expect(caps.multimodal.input).toEqual({
      image: true,
      audio: false,
      video: false,
      pdf: true,
      file: true,
    });
  });

  it('answers a CORS preflight so pages on other origins can call it', async () => {
    const res = await fetch(`${base}/agent`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });

  it('ends with RUN_ERROR for the run-error failure asked through forwardedProps', async () => {
    const types = eventTypes(
      await (await post(run('What is INP?', { chaos: 'run-error' }))).text(),
    );
    expect(types.at(-1)).toBe('RUN_ERROR');
  });

  it('drops the connection mid-answer for the cut-stream failure', async () => {
    const res = await post(run('Simulate a cut stream'));
    expect(res.status).toBe(200);
    // Read what arrives until the connection drops (an error) or ends: no terminal event either way.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    let failed = false;
    for (;;) {
      const chunk = await reader
        .read()
        .catch(() => ((failed = true), { done: true as const, value: undefined }));
      if (chunk.done) break;
      received += decoder.decode(chunk.value, { stream: true });
    }
    expect(failed).toBe(true);
    expect(received).toContain('TEXT_MESSAGE_CONTENT');
    expect(received).not.toMatch(/RUN_FINISHED|RUN_ERROR/);
  });

  describe('reconnects', () => {
    const frames = (body: string) => body.split('\n\n').filter(Boolean);
    const idOf = (frame: string) => Number(/^id: (\d+)\n/.exec(frame)?.[1]);
    const resume = (body: unknown, lastEventId: string) =>
      fetch(`${base}/agent`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          'Last-Event-ID': lastEventId,
        },
        body: JSON.stringify(body),
      });
    /** Reads a body until it ends or the connection drops; says which. */
    const readUntilDrop = async (res: Response) => {
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const chunk = await reader.read().catch(() => undefined);
        if (!chunk) return { text, dropped: true };
        if (chunk.done) return { text, dropped: false };
        text += decoder.decode(chunk.value, { stream: true });
      }
    };

    it('numbers every SSE event with an id, from 1 up without a gap', async () => {
      const all = frames(await (await post(run('What is INP?'))).text());
      expect(all.map(idOf)).toEqual(all.map((_, index) => index + 1));
    });

    it('answers the same request with Last-Event-ID with the events after it, then ends', async () => {
      const input = { ...run('What is INP?'), runId: 'replay-1' };
      const whole = frames(await (await post(input)).text());

      const res = await resume(input, '5');

      expect(res.status).toBe(200);
      expect(frames(await res.text())).toEqual(whole.slice(5));
    });

    it('drops a first connection once after the asked text deltas; the reconnect completes it exactly', async () => {
      const input = { ...run('How do I cancel a fetch request?'), runId: 'drop-1' };
      const undropped = frames(await (await post({ ...input, runId: 'drop-0' })).text());
      const first = await fetch(`${base}/agent`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          'X-Demo-Drop-After-Deltas': '30',
        },
        body: JSON.stringify(input),
      });
      const cut = await readUntilDrop(first);
      expect(cut.dropped).toBe(true);
      const before = frames(cut.text);
      expect(before.filter((frame) => frame.includes('TEXT_MESSAGE_CONTENT'))).toHaveLength(30);

      // The same header on the reconnect does not drop it again.
      const rest = await readUntilDrop(await resume(input, String(idOf(before.at(-1) ?? ''))));

      expect(rest.dropped).toBe(false);
      const resumed = [...before, ...frames(rest.text)];
      expect(resumed.map(idOf)).toEqual(undropped.map(idOf));
      expect(resumed.join('\n\n').replaceAll('drop-1', 'drop-0')).toBe(undropped.join('\n\n'));
    });

    it.each([
      ['a run it never played', 'no-such-run', '3'],
      ['an id it never gave', 'replay-2', '100000'],
      ['an id that is not its number', 'replay-2', 'abc'],
    ])('answers 410 with a reason for %s', async (_, runId, lastEventId) => {
      const input = { ...run('What is INP?'), runId: 'replay-2' };
      await (await post(input)).text();

      const res = await resume({ ...input, runId }, lastEventId);

      expect(res.status).toBe(410);
      expect((await res.json()).error).toBe(
        `run ${runId} of thread t1 cannot resume after event ${lastEventId}`,
      );
    });

    it('sends no ids for the cut-stream failure, whose stream cannot resume', async () => {
      const cut = await readUntilDrop(await post(run('Simulate a cut stream')));
      expect(cut.text).toContain('TEXT_MESSAGE_CONTENT');
      expect(cut.text).not.toMatch(/^id:/m);
    });

    it('lets pages on other origins send Last-Event-ID and the drop header', async () => {
      const res = await fetch(`${base}/agent`, { method: 'OPTIONS' });
      expect(res.headers.get('access-control-allow-headers')).toBe(
        'Content-Type, Accept, Last-Event-ID, x-demo-drop-after-deltas',
      );
    });
  });

  it('holds the first byte back for the slow-start failure', async () => {
    const started = Date.now();
    const res = await post(run('Simulate a slow start'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(eventTypes(await res.text()).at(-1)).toBe('RUN_FINISHED');
  });

  it('runs two turns through the reference client, whose state keeps citations under the final ids', async () => {
    const agent = new HttpAgent({ url: `${base}/agent`, threadId: 't1' });
    agent.addMessage({ id: 'u1', role: 'user', content: 'How do I cancel a fetch request?' });
    await agent.runAgent({ runId: 'r1' });
    agent.addMessage({ id: 'u2', role: 'user', content: 'Tell me more' });
    await agent.runAgent({ runId: 'r2' });

    const ids = agent.messages.map((message: Message) => `${message.role}:${message.id}`);
    expect(ids).toEqual([
      'user:u1',
      'reasoning:reasoning-r1',
      'assistant:call-r1',
      'tool:result-r1',
      'assistant:answer-r1',
      'user:u2',
      'reasoning:reasoning-r2',
      'assistant:call-r2',
      'tool:result-r2',
      'assistant:answer-r2',
    ]);
    const state = agent.state as {
      citations: Record<string, { id: string }[]>;
      research: { followUp: boolean };
    };
    expect(Object.keys(state.citations)).toEqual(['answer-r1']);
    expect(state.citations['answer-r1'].map((citation) => citation.id)).toEqual([
      'mdn-fetch',
      'mdn-abortcontroller',
      'angular-httpclient',
    ]);
    expect(state.research.followUp).toBe(true);
    const second = agent.messages.at(-1) as { metadata?: { citations?: { id: string }[] } };
    const secondIds = second.metadata?.citations?.map((citation) => citation.id) ?? [];
    expect(secondIds.length).toBeGreaterThan(0);
    for (const id of secondIds)
      expect(state.citations['answer-r1'].map((citation) => citation.id)).not.toContain(id);
  });

  it.each([
    [
      'state',
      `"state":${nestedJson(20_000)},"messages":[{"id":"u1","role":"user","content":"What is INP?"}]`,
    ],
    [
      'message metadata',
      `"messages":[{"id":"u1","role":"user","content":"What is INP?","metadata":${nestedJson(20_000)}}]`,
    ],
  ])(
    'ends a run whose %s is nested 20,000 deep with RUN_ERROR and logs the cause',
    async (_, fields) => {
      const res = await fetch(`${base}/agent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: `{"threadId":"t1","runId":"r1",${fields}}`,
      });
      expect(res.status).toBe(200);
      const types = eventTypes(await res.text());
      expect(types[0]).toBe('RUN_STARTED');
      expect(types.at(-1)).toBe('RUN_ERROR');
      expect(logged).toEqual([
        {
          level: 'error',
          message: expect.stringContaining('run r1 failed'),
          cause: expect.any(RangeError),
        },
      ]);
    },
  );
});
