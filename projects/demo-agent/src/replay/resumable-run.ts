import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

import type { AGUIEvent } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';

import type { ScriptStep } from '../research/research-run';
import type { RunLog } from './run-log';
import type { RunLogs } from './run-logs';

/**
 * A request header for tests and demos: `X-Demo-Drop-After-Deltas: 5` drops the connection
 * once, right after the fifth `TEXT_MESSAGE_CONTENT` frame (never on a reconnect), so a client
 * can show that the answer resumes.
 */
export const DROP_HEADER = 'x-demo-drop-after-deltas';

/**
 * Plays a run script into its log at `paceMs` per wait unit, whether or not a connection
 * follows (a dropped client may come back), until the script ends or the log is given up.
 * A step that fails to encode ends the run with the event `toRunError` makes of the error.
 */
export async function playIntoLog(
  steps: readonly ScriptStep[],
  log: RunLog,
  paceMs: number,
  toRunError: (error: unknown) => AGUIEvent,
): Promise<void> {
  const encoder = new EventEncoder({ accept: 'text/event-stream' });
  try {
    for (const step of steps) {
      // A cut is a stream that cannot resume: such runs are never played into a log.
      if (log.ended || 'cut' in step) break;
      log.append(encoder.encodeSSE(step.event));
      if (step.wait > 0 && paceMs > 0) await sleep(step.wait * paceMs);
    }
  } catch (error) {
    log.append(encoder.encodeSSE(toRunError(error)));
  }
  log.end();
}

/**
 * Answers a reconnect (a request with `Last-Event-ID`): the frames after that id, then the rest
 * of the run live. A run or id the agent no longer holds gets 410 Gone with a JSON reason.
 */
export function resumeRun(
  logs: RunLogs,
  run: { readonly threadId: string; readonly runId: string },
  lastEventId: string,
  res: ServerResponse,
  headers: Readonly<Record<string, string>>,
): void {
  const log = logs.find(run.threadId, run.runId);
  const frames = log?.framesAfter(lastEventId);
  if (!log || !frames) {
    res.writeHead(410, { ...headers, 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        error: `run ${run.runId} of thread ${run.threadId} cannot resume after event ${lastEventId}`,
      }),
    );
    return;
  }
  streamFromLog(res, log, frames, headers);
}

/**
 * Writes `frames`, then every frame the run appends, until it ends or the client goes. With
 * `dropAfterDeltas`, destroys the connection after that many text deltas (see `DROP_HEADER`).
 */
export function streamFromLog(
  res: ServerResponse,
  log: RunLog,
  frames: readonly string[],
  headers: Readonly<Record<string, string>>,
  dropAfterDeltas?: number,
): void {
  res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream' });
  res.flushHeaders();
  let done = false;
  let deltas = 0;
  let unfollow = () => undefined as void;
  const send = (text: string) => {
    if (done) return;
    const isDelta = text.includes('"type":"TEXT_MESSAGE_CONTENT"');
    if (isDelta && dropAfterDeltas !== undefined && ++deltas === dropAfterDeltas) {
      // What was sent arrives, then the socket just goes away, as when a proxy dies.
      done = true;
      unfollow();
      res.write(text, () => res.socket?.destroy());
      return;
    }
    res.write(text);
  };
  // Replayed and followed in one synchronous step: no frame can slip in between.
  frames.forEach(send);
  if (done) return;
  unfollow = log.follow({
    frame: send,
    end: () => {
      if (done) return;
      done = true;
      res.end();
    },
  });
  res.on('close', () => {
    done = true;
    unfollow();
  });
}

/** The `DROP_HEADER` of a first request, when it is a positive whole number. */
export function dropAfterDeltas(headers: IncomingHttpHeaders): number | undefined {
  const value = headers[DROP_HEADER];
  if (headers['last-event-id'] !== undefined || typeof value !== 'string') return undefined;
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
