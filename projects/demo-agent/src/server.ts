import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';

import { scriptedAnswer } from './scripted-answer';

/** Options of the demo agent's HTTP server. */
export interface DemoAgentOptions {
  /** Milliseconds between two streamed events (a realistic token pace). */
  readonly delayMs?: number;
}

/** Largest request body accepted (the whole conversation is resent on every run). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * The demo agent: `POST /agent` with a `RunAgentInput` answers an AG-UI event stream (SSE).
 * Errors before the run starts are HTTP errors; the stream itself always ends with a terminal event.
 */
export function createDemoAgentServer(options: DemoAgentOptions = {}): Server {
  const delayMs = options.delayMs ?? 30;
  return createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      return;
    }
    if (req.method !== 'POST' || req.url !== '/agent') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    readJson(req)
      .then((body) => streamRun(body, req, res, delayMs))
      .catch((error: unknown) => {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      });
  });
}

async function streamRun(body: unknown, req: IncomingMessage, res: ServerResponse, delayMs: number) {
  const input = toRunAgentInput(body);
  // Negotiate like any AG-UI server: a client that asks for text/event-stream gets SSE.
  const encoder = new EventEncoder({ accept: req.headers.accept });
  res.writeHead(200, {
    'Content-Type': encoder.getContentType(),
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  let closed = false;
  res.on('close', () => (closed = true));
  for (const event of scriptedAnswer(input)) {
    if (closed) return;
    res.write(encoder.encode(event as BaseEvent));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  res.end();
}

function toRunAgentInput(body: unknown): RunAgentInput {
  if (typeof body !== 'object' || body === null) throw new Error('body must be a RunAgentInput object');
  const input = body as Partial<RunAgentInput>;
  if (typeof input.threadId !== 'string' || typeof input.runId !== 'string' || !Array.isArray(input.messages)) {
    throw new Error('RunAgentInput needs threadId, runId and messages');
  }
  return { tools: [], context: [], state: {}, ...input } as RunAgentInput;
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('request body is not JSON'));
      }
    });
    req.on('error', reject);
  });
}
