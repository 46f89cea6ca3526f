import { TestBed } from '@angular/core/testing';
import type { RunAgentInput } from '@ag-ui/core';

import { createDemoAgentSource } from './demo-agent-source';
import { DemoSettings } from './demo-settings';

describe('createDemoAgentSource', () => {
  const input: RunAgentInput = {
    threadId: 't1',
    runId: 'r1',
    messages: [{ id: 'u1', role: 'user', content: 'What is INP?' }],
    tools: [],
    context: [],
    forwardedProps: { fromApp: true },
  };
  const realFetch = globalThis.fetch;
  let requests: { url: string; body: RunAgentInput }[];

  beforeEach(() => {
    localStorage.clear();
    requests = [];
    // Record the request, then fail it: only what the source sends matters here.
    globalThis.fetch = ((url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.reject(new TypeError('offline'));
    }) as typeof fetch;
  });
  afterEach(() => (globalThis.fetch = realFetch));

  /** Runs once and waits for the (failed) end of the stream. */
  const runOnce = (source: ReturnType<typeof createDemoAgentSource>) =>
    new Promise<void>((resolve) =>
      source.run(input).subscribe({ error: () => resolve(), complete: resolve }),
    );

  it('posts each run to the URL in the settings at that moment, with their forwardedProps', async () => {
    const settings = TestBed.inject(DemoSettings);
    const source = TestBed.runInInjectionContext(createDemoAgentSource);

    await runOnce(source);
    settings.update({ agentUrl: 'http://127.0.0.1:9000/agent', chaos: 'bad-patch' });
    await runOnce(source);

    expect(requests.map((request) => request.url)).toEqual([
      '/api/agent',
      'http://127.0.0.1:9000/agent',
    ]);
    expect(requests[0].body.forwardedProps).toEqual({ fromApp: true, citationDelivery: 'auto' });
    expect(requests[1].body.forwardedProps).toEqual({
      fromApp: true,
      chaos: 'bad-patch',
      citationDelivery: 'auto',
    });
    expect(requests[1].body.messages).toEqual(input.messages);
  });
});
