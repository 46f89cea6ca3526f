import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { EventType, type AGUIEvent, type RunAgentInput } from '@ag-ui/core';
import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { EventEncoder } from '@ag-ui/encoder';

import { a2uiRun } from './a2ui/a2ui-run';
import { readAttachments } from './attachments/read-attachments';
import { CORPUS } from './corpus/corpus-index';
import { DEMO_CAPABILITIES } from './delegation/demo-capabilities';
import { delegationRun } from './delegation/delegation-run';
import { mcpHttpHandler } from './mcp-apps/mcp-http';
import { mcpAppsRun } from './mcp-apps/mcp-apps-run';
import { createSourcesMcpServer } from './mcp-apps/sources-mcp-server';
import { isChaosMode } from './research/chaos-mode';
import {
  researchRun,
  type CitationDelivery,
  type ResearchRunOptions,
} from './research/research-run';
import {
  DROP_HEADER,
  dropAfterDeltas,
  playIntoLog,
  resumeRun,
  streamFromLog,
} from './replay/resumable-run';
import { RunLogs, type ReplayLimits } from './replay/run-logs';
import { RunCounts } from './run-counts';
import { interruptRun } from './interrupts/interrupt-run';
import { toolRun } from './tools/tool-run';

/** Options of the demo agent's HTTP server. */
export interface DemoAgentOptions {
  /** Milliseconds per streamed delta (a realistic token pace); requests may ask for another. */
  readonly delayMs?: number;
  /** Milliseconds before the first byte when a slow start is simulated. */
  readonly slowStartMs?: number;
  /** Where failed requests and runs are logged; `console` by default. */
  readonly logger?: DemoAgentLogger;
  /** Bounds on the runs kept for reconnects (`DEFAULT_REPLAY_LIMITS` by default). */
  readonly replayLimits?: ReplayLimits;
}

/** What the server logs with (`console` fits): one line per failed request or run, with its cause. */
export interface DemoAgentLogger {
  /** Logs a run that failed after its response started (a server fault). */
  error(message: string, cause: unknown): void;
  /** Logs a request answered with 400 (a client fault). */
  warn(message: string, cause: unknown): void;
}

/** Largest request body accepted (the whole conversation is resent on every run). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Slowest pace a request may ask for, so a forgotten setting cannot hang a run for minutes. */
const MAX_PACE_MS = 500;

const CORS_HEADERS = {
  // A local demo server: any page may call it (the demo's settings can point at it directly).
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': `Content-Type, Accept, Last-Event-ID, ${DROP_HEADER}`,
};

/**
 * The demo agent: `POST /agent` with a `RunAgentInput` answers an AG-UI event stream (SSE, or
 * protobuf when the client asks for it). Errors before the run starts are HTTP errors; the stream
 * itself ends with `RUN_FINISHED` or `RUN_ERROR`, except when a cut stream is simulated. Every
 * failure is logged with its cause, and every response ends.
 *
 * `/mcp` is the demo's MCP server (Streamable HTTP), whose apps the agent's runs show as
 * `mcp-apps` activities through `@ag-ui/mcp-apps-middleware`.
 *
 * `GET /agent/capabilities` answers the agent's AG-UI `AgentCapabilities` (the ADK convention).
 *
 * `GET /runs?threadId=…` answers how many runs that thread sent, how many carried an A2UI
 * surface's action, and the person's messages of the last run (`{ runs, actions, lastQuestions }`;
 * a resume is not a run); `GET /resumes?threadId=…` the `Last-Event-ID` of each resume request of
 * that thread (`{ lastEventIds }`); `GET /interrupt-answers?threadId=…` the `resume` entries of
 * each run that answered an interrupt (`{ answers }`), so a test can check a double click sent one.
 *
 * `forwardedProps` may carry `chaos` (a `ChaosMode`), `citationDelivery` (`'state'`,
 * `'metadata'`, `'auto'`) and `paceMs` (0–500).
 *
 * SSE runs can be resumed: every event has an `id:`, each run's frames are kept (bounded, see
 * `ReplayLimits`), and the same request sent again with `Last-Event-ID` gets the frames after
 * that id, then the rest live (410 when the run or id is no longer held). The run plays on while
 * its client is away. `X-Demo-Drop-After-Deltas: n` drops a first connection once, after n text
 * deltas. Cut-stream runs and protobuf answers carry no ids: they cannot resume.
 *
 * @example
 * createDemoAgentServer({ delayMs: 30 }).listen(8787, '127.0.0.1');
 */
export function createDemoAgentServer(options: DemoAgentOptions = {}): Server {
  const delayMs = options.delayMs ?? 30;
  const slowStartMs = options.slowStartMs ?? 3000;
  const logger = options.logger ?? console;
  const runLogs = new RunLogs(options.replayLimits);
  const runCounts = new RunCounts();
  const origin = (req: IncomingMessage) => `http://127.0.0.1:${req.socket.localPort}`;
  let mcp: ReturnType<typeof mcpHttpHandler> | undefined;
  return createServer((req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?');
    if (path === '/mcp') {
      // The demo's MCP server, which the MCP Apps middleware of the agent's runs talks to.
      mcp ??= mcpHttpHandler(() => createSourcesMcpServer(origin(req)));
      mcp(req, res).catch((error: unknown) => {
        logger.error('demo agent: MCP request failed', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (req.method === 'GET' && path === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json', ...CORS_HEADERS });
      res.end(
        JSON.stringify({
          ok: true,
          agent: 'ngx-ag-ui demo research agent',
          documents: CORPUS.length,
        }),
      );
      return;
    }
    if (req.method === 'GET' && path === '/agent/capabilities') {
      res.writeHead(200, { 'Content-Type': 'application/json', ...CORS_HEADERS });
      res.end(JSON.stringify(DEMO_CAPABILITIES));
      return;
    }
    if (req.method === 'GET' && path === '/runs') {
      const threadId = new URLSearchParams(query).get('threadId') ?? '';
      res.writeHead(200, { 'Content-Type': 'application/json', ...CORS_HEADERS });
      res.end(JSON.stringify(runCounts.get(threadId)));
      return;
    }
    if (req.method === 'GET' && path === '/interrupt-answers') {
      const threadId = new URLSearchParams(query).get('threadId') ?? '';
      res.writeHead(200, { 'Content-Type': 'application/json', ...CORS_HEADERS });
      res.end(JSON.stringify({ answers: runCounts.answers(threadId) }));
      return;
    }
    if (req.method === 'GET' && path === '/resumes') {
      const threadId = new URLSearchParams(query).get('threadId') ?? '';
      res.writeHead(200, { 'Content-Type': 'application/json', ...CORS_HEADERS });
      res.end(JSON.stringify({ lastEventIds: runCounts.resumes(threadId) }));
      return;
    }
    if (req.method !== 'POST' || path !== '/agent') {
      res
        .writeHead(404, { 'Content-Type': 'application/json', ...CORS_HEADERS })
        .end('{"error":"not found"}');
      return;
    }
    readJson(req)
      .then((body) => {
        const input = toRunAgentInput(body);
        const lastEventId = req.headers['last-event-id'];
        if (typeof lastEventId === 'string') {
          runCounts.addResume(input.threadId, lastEventId);
          resumeRun(runLogs, input, lastEventId, res, CORS_HEADERS);
          return;
        }
        runCounts.add(input);
        const props = toProps(input.forwardedProps);
        const pace = props.paceMs ?? delayMs;
        return streamRun(input, props.run, req, res, {
          pace,
          slowStartMs,
          logger,
          runLogs,
          mcpUrl: `${origin(req)}/mcp`,
        });
      })
      .catch((error: unknown) => {
        if (res.headersSent) {
          // streamRun reports its own failures; this is a last guard so no response stays open.
          logger.error('demo agent: request failed after its response started', error);
          res.end();
          return;
        }
        logger.warn('demo agent: request rejected with 400', error);
        res.writeHead(400, { 'Content-Type': 'application/json', ...CORS_HEADERS });
        res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      });
  });
}

async function streamRun(
  input: RunAgentInput,
  runOptions: ResearchRunOptions,
  req: IncomingMessage,
  res: ServerResponse,
  settings: {
    pace: number;
    slowStartMs: number;
    logger: DemoAgentLogger;
    runLogs: RunLogs;
    mcpUrl: string;
  },
): Promise<void> {
  // MCP App prompts and the apps' requests go through the MCP Apps middleware, A2UI prompts and
  // surface actions through the A2UI middleware, tool prompts get the browser-tool runs,
  // "Delegate: …" the subagents, "Book …" and "Approve: …" end with an interrupt, everything else the research agent (which reads the attached
  // files first).
  const script =
    (await mcpAppsRun(input, settings.mcpUrl)) ??
    (await a2uiRun(input)) ??
    interruptRun(input) ??
    toolRun(input) ??
    delegationRun(input) ??
    researchRun(input, { ...runOptions, attachments: await readAttachments(input.messages) });
  let closed = false;
  res.on('close', () => (closed = true));
  if (script.chaos === 'slow-start') await sleep(settings.slowStartMs);
  if (closed) return;
  // Negotiate like any AG-UI server: a client that asks for text/event-stream gets SSE.
  const encoder = new EventEncoder({ accept: req.headers.accept });
  const toRunError = (error: unknown): AGUIEvent => {
    settings.logger.error(
      `demo agent: run ${input.runId} failed after its response started`,
      error,
    );
    const message = `the agent failed while streaming this run: ${error instanceof Error ? error.message : String(error)}`;
    return { type: EventType.RUN_ERROR, message };
  };
  if (encoder.getContentType() === 'text/event-stream' && script.chaos !== 'cut-stream') {
    const log = settings.runLogs.open(input.threadId, input.runId);
    streamFromLog(res, log, [], CORS_HEADERS, dropAfterDeltas(req.headers));
    await playIntoLog(script.steps, log, settings.pace, toRunError);
    return;
  }
  res.writeHead(200, {
    'Content-Type': encoder.getContentType(),
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    ...CORS_HEADERS,
  });
  res.flushHeaders();
  let written: Promise<unknown> = Promise.resolve();
  // A run can fail after the 200 went out: encoding throws on what the request carried
  // (JSON.stringify overflows the stack on a state nested thousands deep). The status can no
  // longer change, so the stream ends with RUN_ERROR, AG-UI's own report of a failed run.
  // Rejecting such input up front would mean predicting the limits of every encoder.
  try {
    for (const step of script.steps) {
      if (closed) return;
      if ('cut' in step) {
        // A dropped connection mid-answer: what was sent arrives, then the socket just goes away.
        await written;
        res.socket?.destroy();
        return;
      }
      const chunk = encoder.encodeBinary(step.event);
      written = new Promise((resolve) => res.write(chunk, resolve));
      if (step.wait > 0 && settings.pace > 0) await sleep(step.wait * settings.pace);
    }
  } catch (error) {
    const runError = toRunError(error);
    if (!closed) res.write(encoder.encodeBinary(runError));
  }
  res.end();
}

function toProps(forwarded: unknown): { run: ResearchRunOptions; paceMs?: number } {
  const props =
    typeof forwarded === 'object' && forwarded !== null
      ? (forwarded as Record<string, unknown>)
      : {};
  const delivery = ['state', 'metadata', 'auto'].includes(props['citationDelivery'] as string)
    ? (props['citationDelivery'] as CitationDelivery)
    : undefined;
  const pace = props['paceMs'];
  return {
    run: { chaos: isChaosMode(props['chaos']) ? props['chaos'] : undefined, delivery },
    paceMs:
      typeof pace === 'number' && Number.isFinite(pace)
        ? Math.min(MAX_PACE_MS, Math.max(0, pace))
        : undefined,
  };
}

function toRunAgentInput(body: unknown): RunAgentInput {
  const parsed = RunAgentInputSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`not a RunAgentInput: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data as RunAgentInput;
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
