import { isRecord } from 'ngx-ag-ui/core';

import type { McpAppContent } from '../model/mcp-app-content';
import { McpProxyError, proxyInput, type McpProxyMethod } from './mcp-proxy';

/** Why a proxied answer was not read: it was larger than the cap. */
export class McpProxyTooLargeError extends McpProxyError {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes`);
  }
}

/**
 * Sends one MCP request of an app to the agent at `url` (the same run `proxyMcpRequest` sends)
 * with `fetch`, and reads the SSE answer counting bytes as they arrive: past `maxBytes` the
 * request is aborted before anything is parsed, so a huge resource costs the page no more than
 * the bytes it received. The answer is decoded and parsed once, at its end.
 * @throws McpProxyError (McpProxyTooLargeError past `maxBytes`).
 */
export async function fetchMcpRequest(
  url: string,
  app: McpAppContent,
  method: McpProxyMethod,
  params: Record<string, unknown>,
  options: { readonly maxBytes: number; readonly timeoutMs: number; readonly signal?: AbortSignal },
): Promise<Record<string, unknown>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  const onAbort = () => abort.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(proxyInput(app, method, params)),
      signal: abort.signal,
    });
    if (!response.ok || !response.body) throw new McpProxyError(`HTTP ${response.status}`);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel();
        throw new McpProxyTooLargeError(options.maxBytes);
      }
      chunks.push(value);
    }
    return resultOf(new TextDecoder().decode(concat(chunks, size)));
  } catch (error) {
    if (error instanceof McpProxyError) throw error;
    throw new McpProxyError(abort.signal.aborted ? 'no answer in time' : 'the request failed');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/** The `RUN_FINISHED` result of an SSE answer, or the failure it reports. */
function resultOf(sse: string): Record<string, unknown> {
  for (const frame of sse.split(/\r?\n\r?\n/)) {
    const data = frame
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data === '') continue;
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      continue;
    }
    if (!isRecord(event)) continue;
    if (event['type'] === 'RUN_ERROR')
      throw new McpProxyError(String(event['message'] ?? 'failed'));
    if (event['type'] !== 'RUN_FINISHED') continue;
    const result = event['result'];
    if (!isRecord(result)) throw new McpProxyError('the run gave no result');
    if ('error' in result)
      throw new McpProxyError(typeof result['error'] === 'string' ? result['error'] : 'refused');
    return result;
  }
  throw new McpProxyError('the run ended without a result');
}
