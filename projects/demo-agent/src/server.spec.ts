import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

import { createDemoAgentServer } from './server';

describe('demo agent server', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createDemoAgentServer({ delayMs: 0 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('streams a run as SSE when asked for text/event-stream', async () => {
    const res = await fetch(`${base}/agent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ threadId: 't1', runId: 'r1', messages: [{ id: 'u1', role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const frames = (await res.text()).split('\n\n').filter(Boolean);
    const types = frames.map((f) => JSON.parse(f.replace(/^data: /, '')).type);
    expect(types[0]).toBe('RUN_STARTED');
    expect(types.at(-1)).toBe('RUN_FINISHED');
    expect(types).toContain('TEXT_MESSAGE_CONTENT');
  });

  it('answers 400 to a body that is not a RunAgentInput', async () => {
    const res = await fetch(`${base}/agent`, { method: 'POST', body: '{"nope":1}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'RunAgentInput needs threadId, runId and messages' });
  });
});
