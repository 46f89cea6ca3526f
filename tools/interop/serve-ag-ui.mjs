/*
 * An AG-UI HTTP + SSE endpoint around a producer's `AbstractAgent` (`MastraAgent`,
 * `LangGraphAgent`): POST a `RunAgentInput`, get the events of `agent.run(input)` encoded by
 * `@ag-ui/encoder`, as a server built on these packages answers. An error of the run becomes a
 * `RUN_ERROR` event (the producers fail their Observable instead of emitting one); a client that
 * goes away unsubscribes the run. A user message holding `[drop]` makes the server destroy the
 * socket after a few events: the dropped-connection scenario, a fault of the network and not of
 * the producer. `GET /__interop/report` tells the spec what happened on this side, and
 * `GET /__interop/events/<n>` gives the events of run n as sent.
 */
import { createServer } from 'node:http';

import { EventType } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';

import { outbound } from './offline.mjs';

const DROP_AFTER = 4;

/** Starts the endpoint on 127.0.0.1 (an ephemeral port) and prints `READY <url>`. */
export async function serveAgUi(createAgent, extra = () => ({})) {
  const runs = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__interop/report') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          runs: runs.map((run) => ({ ...run, log: undefined })),
          outbound,
          ...extra(),
        }),
      );
      return;
    }
    // The events one run was sent, whole (`/__interop/events/-1`: the last run's).
    const events = /^\/__interop\/events\/(-?\d+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && events) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(runs.at(Number(events[1]))?.log ?? null));
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => answer(JSON.parse(body), req, res));
  });

  function answer(input, req, res) {
    const record = { runId: input.runId, events: [], log: [], ended: false, aborted: false };
    runs.push(record);
    const last = [...input.messages].reverse().find((message) => message.role === 'user');
    const drop = typeof last?.content === 'string' && last.content.includes('[drop]');
    const encoder = new EventEncoder({ accept: req.headers.accept });
    res.writeHead(200, { 'Content-Type': encoder.getContentType(), 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    const send = (event) => {
      if (record.dropped) return;
      record.events.push(event.type);
      record.log.push(event);
      if (drop && record.events.length === DROP_AFTER) {
        // Cut once the last frame is on the wire, so the client has it before the drop.
        record.dropped = true;
        res.write(encoder.encode(event), () => res.socket?.destroy());
        return;
      }
      res.write(encoder.encode(event));
    };
    let subscription;
    subscription = createAgent()
      .run(input)
      .subscribe({
        next: send,
        error: (error) => {
          send({
            type: EventType.RUN_ERROR,
            message: error instanceof Error ? error.message : String(error),
          });
          record.ended = true;
          res.end();
        },
        complete: () => {
          record.ended = true;
          res.end();
        },
      });
    res.on('close', () => {
      if (record.ended) return;
      record.aborted = true;
      subscription.unsubscribe();
    });
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  if (process.env.AGUI_INTEROP_EXIT_WITH_PARENT === '1') {
    // Started by a spec: its end (or its crash) closes our stdin, and nothing must outlive it.
    process.stdin.on('end', () => process.exit(0));
    process.stdin.resume();
  }
  console.log(`READY http://127.0.0.1:${port}/agent`);
  return server;
}
