/** @jest-environment node */
import type { ServerResponse } from 'node:http';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  pause,
  runInput,
  startLocalAgentServer,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';
import { MAX_ERROR_BODY_BYTES } from './read-error-body';

const MiB = 1024 * 1024;

/**
 * Writes `total` bytes of `fill` (forever when `Infinity`), honouring back-pressure, until done
 * or until the client goes away; resolves with the bytes written.
 */
async function writeBody(res: ServerResponse, total: number, fill = 'x'): Promise<number> {
  // Whole characters per chunk, so a multi-byte `fill` is never split between two chunks.
  const chunk = Buffer.from(fill.repeat(Math.ceil((64 * 1024) / Buffer.byteLength(fill))));
  let written = 0;
  while (written < total && !res.destroyed) {
    const part = total - written < chunk.length ? chunk.subarray(0, total - written) : chunk;
    written += part.length;
    if (!res.write(part)) {
      await new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    }
  }
  if (!res.destroyed) res.end();
  return written;
}

describe('readErrorBody', () => {
  let server: LocalAgentServer | undefined;
  let written: Promise<number> | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function serveError(status: number, body: (res: ServerResponse) => Promise<number>) {
    server = await startLocalAgentServer((res) => {
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      written = body(res);
    });
    return server.url;
  }

  it('keeps the first 64 KiB of a 100 MiB error body and cancels the rest', async () => {
    const url = await serveError(500, (res) => writeBody(res, 100 * MiB));

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error).toMatchObject({
      kind: 'http',
      status: 500,
      message:
        'The agent answered HTTP 500 Internal Server Error (its body is cut to the first 64 KiB).',
    });
    expect(outcome.error?.cause).toBe('x'.repeat(MAX_ERROR_BODY_BYTES));
    expect(await server!.requests[0].closed).toEqual({ endedByServer: false });
    expect(await written).toBeLessThan(100 * MiB);
  });

  it('fails an endless error body as http, not as timeout, and closes the connection', async () => {
    const url = await serveError(503, (res) => writeBody(res, Infinity));

    const outcome = await collectRun(new HttpSseAgent({ url, timeout: 2_000 }).run(runInput));

    expect(outcome.error).toMatchObject({ kind: 'http', status: 503 });
    expect(outcome.error?.cause).toHaveLength(MAX_ERROR_BODY_BYTES);
    expect(await server!.requests[0].closed).toEqual({ endedByServer: false });
  });

  it('counts every byte of an error body as a sign of life for the timeout', async () => {
    const url = await serveError(500, async (res) => {
      for (let i = 0; i < 4; i++) {
        res.write('down ');
        await pause(150);
      }
      res.end('for now');
      return 0;
    });

    const outcome = await collectRun(new HttpSseAgent({ url, timeout: 500 }).run(runInput));

    expect(outcome.error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'The agent answered HTTP 500 Internal Server Error.',
      cause: 'down down down down for now',
    });
  });

  it('cuts an error body between characters, never inside one', async () => {
    const url = await serveError(500, (res) => writeBody(res, 90_000 * 3, '€'));

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error?.cause).toBe('€'.repeat(Math.floor(MAX_ERROR_BODY_BYTES / 3)));
  });

  it('keeps a JSON error body cut short as text', async () => {
    server = await startLocalAgentServer((res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ trace: 'y'.repeat(MAX_ERROR_BODY_BYTES) }));
    });

    const outcome = await collectRun(new HttpSseAgent({ url: server.url }).run(runInput));

    expect(outcome.error?.cause).toBe(`{"trace":"${'y'.repeat(MAX_ERROR_BODY_BYTES - 10)}`);
  });
});
