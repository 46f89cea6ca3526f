import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import type { AgentError } from 'ngx-ag-ui/core';
import type { Observable } from 'rxjs';

/** One request the local server received. */
export interface ReceivedRequest {
  readonly method: string;
  /** The path and query, e.g. `/agent`. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  /** Resolves when the connection closes, with whether the server had ended the response. */
  readonly closed: Promise<{ readonly endedByServer: boolean }>;
}

/** A real HTTP server on 127.0.0.1 that answers each request with `respond`. */
export interface LocalAgentServer {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** Resolves with the n-th request (0-based) once it has arrived. */
  request(index: number): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

/** A small run input, as the store would send it. */
export const runInput: RunAgentInput = {
  threadId: 't1',
  runId: 'r1',
  messages: [{ id: 'u1', role: 'user', content: 'Hello' }],
  tools: [],
  context: [],
  state: { citations: {} },
};

/** The events of one whole text run of `runInput`, in order. */
export const wholeRun: readonly BaseEvent[] = [
  { type: EventType.RUN_STARTED, threadId: 't1', runId: 'r1' },
  { type: EventType.TEXT_MESSAGE_START, messageId: 'a1', role: 'assistant' },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'a1', delta: 'Hi' },
  { type: EventType.TEXT_MESSAGE_END, messageId: 'a1' },
  { type: EventType.RUN_FINISHED, threadId: 't1', runId: 'r1' },
];

/** What a run's Observable did: the events it emitted, then the error it failed with, if any. */
export interface RunOutcome {
  readonly events: BaseEvent[];
  readonly error?: AgentError;
}

/** Subscribes and resolves when the run completes or fails. */
export function collectRun(events: Observable<BaseEvent>): Promise<RunOutcome> {
  const received: BaseEvent[] = [];
  return new Promise((resolve) =>
    events.subscribe({
      next: (event) => received.push(event),
      error: (error: AgentError) => resolve({ events: received, error }),
      complete: () => resolve({ events: received }),
    }),
  );
}

/** Writes the SSE headers of a 200 answer. */
export function openStream(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  res.flushHeaders();
}

/** One SSE frame with LF framing, as the reference encoder writes it. */
export function frame(event: BaseEvent | object, eol = '\n'): string {
  return `data: ${JSON.stringify(event)}${eol}${eol}`;
}

/** The frames of `events`, one after the other, as one body (`eol` as for `frame`). */
export function frames(events: readonly (BaseEvent | object)[], eol = '\n'): string {
  return events.map((event) => frame(event, eol)).join('');
}

/** Resolves after `ms` milliseconds (server-side pacing only, never an assertion). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Starts a server; `respond` gets the parsed JSON body of each request (POST or not). */
export async function startLocalAgentServer(
  respond: (res: ServerResponse, body: unknown, index: number) => void | Promise<void>,
): Promise<LocalAgentServer> {
  const requests: ReceivedRequest[] = [];
  const waiters: ((request: ReceivedRequest) => void)[][] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const closed = new Promise<{ endedByServer: boolean }>((resolve) =>
        res.on('close', () => resolve({ endedByServer: res.writableEnded })),
      );
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
        closed,
      };
      const index = requests.push(request) - 1;
      (waiters[index] ?? []).forEach((resolve) => resolve(request));
      void respond(res, request.body, index);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/agent`,
    requests,
    request: (index) =>
      requests[index]
        ? Promise.resolve(requests[index])
        : new Promise((resolve) => (waiters[index] ??= []).push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
