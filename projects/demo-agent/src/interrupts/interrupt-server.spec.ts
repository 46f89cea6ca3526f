/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createDemoAgentServer } from '../server';

describe('demo agent server, interrupt scenarios', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createDemoAgentServer({ delayMs: 0 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = async (body: object) => {
    const res = await fetch(`${base}/agent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({
        threadId: 'booked',
        messages: [{ id: 'u1', role: 'user', content: 'Book a room for the review' }],
        ...body,
      }),
    });
    return res.text();
  };

  it('ends "Book …" interrupted, and counts the runs that answer it at GET /interrupt-answers', async () => {
    expect(await post({ runId: 'r1' })).toContain('"type":"interrupt"');
    const resume = [
      { interruptId: 'book-u1', status: 'resolved', payload: { room: 'Ada', people: 2 } },
    ];
    expect(await post({ runId: 'r2', resume })).toContain('Booked ');

    const counted = await (await fetch(`${base}/interrupt-answers?threadId=booked`)).json();
    expect(counted).toEqual({ answers: [resume] });
    expect(await (await fetch(`${base}/interrupt-answers?threadId=never`)).json()).toEqual({
      answers: [],
    });
  });
});
