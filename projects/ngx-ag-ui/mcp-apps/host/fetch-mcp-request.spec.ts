import type { McpAppContent } from '../model/mcp-app-content';
import { fetchMcpRequest, McpProxyTooLargeError } from './fetch-mcp-request';

const APP: McpAppContent = {
  result: {},
  resourceUri: 'ui://demo/app.html',
  serverHash: 'abc',
  toolInput: {},
};

/** A response whose body is `chunks` (bytes of each char code), counting the chunks read. */
function answer(chunks: readonly string[]) {
  let pulled = 0;
  let cancelled = false;
  const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const reader = {
    read: () =>
      Promise.resolve(
        cancelled || pulled === chunks.length
          ? { done: true, value: undefined }
          : { done: false, value: bytes(chunks[pulled++]) },
      ),
    cancel: () => {
      cancelled = true;
      return Promise.resolve();
    },
  };
  const response = { ok: true, status: 200, body: { getReader: () => reader } };
  return { response: response as unknown as Response, pulled: () => pulled };
}

const sse = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

describe('fetchMcpRequest', () => {
  const realFetch = globalThis.fetch;
  let sent: { url: string; init: RequestInit }[];
  const serve = (response: Response) => {
    sent = [];
    globalThis.fetch = ((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(response);
    }) as typeof fetch;
  };
  afterEach(() => (globalThis.fetch = realFetch));

  it('posts the proxied run and resolves the RUN_FINISHED result', async () => {
    const { response } = answer([
      sse({ type: 'RUN_STARTED', threadId: 't', runId: 'r' }),
      sse({ type: 'RUN_FINISHED', threadId: 't', runId: 'r', result: { contents: [] } }),
    ]);
    serve(response);
    const result = await fetchMcpRequest(
      '/agent',
      APP,
      'resources/read',
      { uri: 'ui://x' },
      {
        maxBytes: 10_000,
        timeoutMs: 1000,
      },
    );
    expect(result).toEqual({ contents: [] });
    expect(sent[0].url).toBe('/agent');
    const body = JSON.parse(String(sent[0].init.body)) as { forwardedProps: unknown };
    expect(body.forwardedProps).toEqual({
      __proxiedMCPRequest: {
        serverHash: 'abc',
        method: 'resources/read',
        params: { uri: 'ui://x' },
      },
    });
  });

  it('stops reading past maxBytes, before parsing anything', async () => {
    const chunk = 'x'.repeat(1000);
    const { response, pulled } = answer(Array.from({ length: 100 }, () => chunk));
    serve(response);
    const parse = jest.spyOn(JSON, 'parse');
    await expect(
      fetchMcpRequest('/agent', APP, 'resources/read', {}, { maxBytes: 5000, timeoutMs: 1000 }),
    ).rejects.toBeInstanceOf(McpProxyTooLargeError);
    expect(pulled()).toBeLessThanOrEqual(7);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('rejects a refused request and a run that ended without a result', async () => {
    serve(answer([sse({ type: 'RUN_FINISHED', result: { error: 'Unknown server: x' } })]).response);
    await expect(
      fetchMcpRequest('/agent', APP, 'ping', {}, { maxBytes: 10_000, timeoutMs: 1000 }),
    ).rejects.toThrow('Unknown server: x');
    serve(answer([sse({ type: 'RUN_STARTED' })]).response);
    await expect(
      fetchMcpRequest('/agent', APP, 'ping', {}, { maxBytes: 10_000, timeoutMs: 1000 }),
    ).rejects.toThrow('the run ended without a result');
  });
});
