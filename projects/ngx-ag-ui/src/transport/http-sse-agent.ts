import { EventType, omitOptionalNulls, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { createParser } from 'eventsource-parser';
import type { AgentError } from 'ngx-ag-ui/core';
import { Observable, type Subscriber } from 'rxjs';

import { resolveAgentHeaders, type AgentHeaders } from './agent-headers';
import type { AgentSource } from './agent-source';

/** Options of the built-in HTTP + SSE transport. */
export interface HttpSseAgentOptions {
  /** The agent endpoint: every run is one `POST` of a `RunAgentInput` to it. */
  readonly url: string;
  /** Extra request headers (e.g. `Authorization`); a function is called before every run. */
  readonly headers?: AgentHeaders;
  /** The `fetch` to use; the global one is looked up when a run starts, never before. */
  readonly fetch?: typeof fetch;
  /**
   * Milliseconds the agent may stay silent (no response headers, no bytes, no keep-alive)
   * before the run fails with a `'timeout'` error. `0` turns the timeout off. Default 120000.
   */
  readonly timeout?: number;
}

/** Default for `HttpSseAgentOptions.timeout`. */
export const DEFAULT_AGENT_TIMEOUT = 120_000;

/** The reference client's cap on one unterminated SSE event, kept for the same reason. */
const MAX_EVENT_CHARS = 10 * 1024 * 1024;

/** How much of a bad frame an error keeps, so an error never carries a huge payload. */
const MAX_ERROR_EXCERPT = 1_000;

const PROTOBUF_MEDIA_TYPE = 'application/vnd.ag-ui.event+proto';

/**
 * The built-in transport: `POST`s a `RunAgentInput` as JSON with `Accept: text/event-stream`
 * and streams the answer as AG-UI events, parsed by `eventsource-parser` (LF, CR and CRLF).
 *
 * The Observable emits every event of a network chunk synchronously, one after the other, so a
 * consumer can apply a whole chunk before it renders. Unsubscribing aborts the request. It fails
 * with an `AgentError` value: `'http'` (non-2xx, with `status` and the body as `cause`),
 * `'network'`, `'invalid-response'` (a frame that is not one JSON event), `'timeout'`, or
 * `'truncated'` (the body ended while a run was still open).
 *
 * @example
 * const agent = new HttpSseAgent({ url: '/api/agent', headers: () => ({ Authorization: token() }) });
 * agent.run(input).pipe(reduceAgentEvents()).subscribe((thread) => render(thread));
 */
export class HttpSseAgent implements AgentSource {
  readonly #options: HttpSseAgentOptions;

  constructor(options: HttpSseAgentOptions) {
    this.#options = options;
  }

  /** Sends one run and streams its events; see the class description for errors. */
  run(input: RunAgentInput): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      const exchange = new SseExchange(this.#options, subscriber);
      void exchange.start(input);
      return () => exchange.close();
    });
  }
}

/** One request/response: owns the abort controller, the silence timer and the parser. */
class SseExchange {
  readonly #controller = new AbortController();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;
  #runOpen = false;
  #sawRun = false;

  constructor(
    private readonly options: HttpSseAgentOptions,
    private readonly subscriber: Subscriber<BaseEvent>,
  ) {}

  async start(input: RunAgentInput): Promise<void> {
    this.#armTimer();
    let response: Response;
    try {
      const headers = await resolveAgentHeaders(this.options.headers);
      const fetchFn = this.options.fetch ?? globalThis.fetch;
      if (typeof fetchFn !== 'function') {
        this.#fail({
          kind: 'network',
          message: 'No fetch is available here: provide one with withFetch().',
        });
        return;
      }
      if (this.#closed) return;
      response = await fetchFn(this.options.url, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify(omitOptionalNulls(input, 'RunAgentInput')),
        signal: this.#controller.signal,
      });
    } catch (cause) {
      // fetch rejects on network failures and on our own abort; only the first is an error.
      this.#fail({
        kind: 'network',
        message: `Could not reach the agent at ${this.options.url}.`,
        cause,
      });
      return;
    }
    this.#armTimer();
    if (!response.ok) {
      await this.#failWithHttpError(response);
      return;
    }
    if (response.headers.get('content-type')?.split(';')[0].trim() === PROTOBUF_MEDIA_TYPE) {
      this.#fail({
        kind: 'invalid-response',
        message:
          'The agent answered with protobuf frames; this client reads text/event-stream only.',
      });
      return;
    }
    await this.#readEvents(response);
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#controller.abort();
  }

  async #readEvents(response: Response): Promise<void> {
    if (!response.body) {
      this.#end();
      return;
    }
    let ending = false;
    const parser = createParser({
      maxBufferSize: MAX_EVENT_CHARS,
      onEvent: ({ data }) => this.#emitFrame(data, ending),
      onError: (error) =>
        this.#fail({
          kind: 'invalid-response',
          message: 'An SSE event exceeded 10 MiB.',
          cause: error,
        }),
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (this.#closed) return;
        this.#armTimer();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (cause) {
      this.#fail({
        kind: 'network',
        message: 'The connection to the agent dropped mid-stream.',
        cause,
      });
      return;
    }
    ending = true;
    // A last event without its blank line is accepted, as the reference client does.
    parser.feed(decoder.decode() + '\n\n');
    this.#end();
  }

  #emitFrame(data: string, ending: boolean): void {
    if (this.#closed) return;
    const excerpt = data.length > MAX_ERROR_EXCERPT ? `${data.slice(0, MAX_ERROR_EXCERPT)}…` : data;
    let event: unknown;
    try {
      // The frame is remote input: JSON.parse throws on anything malformed.
      event = JSON.parse(data);
    } catch (cause) {
      this.#fail(
        ending
          ? {
              kind: 'truncated',
              message: 'The stream ended in the middle of an event.',
              event: excerpt,
              cause,
            }
          : {
              kind: 'invalid-response',
              message: 'The agent sent an event that is not valid JSON.',
              event: excerpt,
              cause,
            },
      );
      return;
    }
    if (!isEventLike(event)) {
      this.#fail({
        kind: 'invalid-response',
        message: 'The agent sent an SSE event that is not an AG-UI event (no string "type").',
        event: excerpt,
      });
      return;
    }
    this.#trackRun(event.type);
    this.subscriber.next(event);
  }

  #trackRun(type: string): void {
    if (type === EventType.RUN_STARTED) {
      this.#runOpen = true;
      this.#sawRun = true;
    } else if (type === EventType.RUN_FINISHED || type === EventType.RUN_ERROR) {
      this.#runOpen = false;
      this.#sawRun = true;
    }
  }

  async #failWithHttpError(response: Response): Promise<void> {
    let body: unknown;
    try {
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      // The error body is remote input: fall back to the raw text when it is not JSON.
      body = isJson ? parseJsonOr(text) : text;
    } catch {
      body = undefined;
    }
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    this.#fail({
      kind: 'http',
      message: `The agent answered HTTP ${response.status}${statusText}.`,
      status: response.status,
      ...(response.statusText ? { code: response.statusText } : {}),
      cause: body,
    });
  }

  #end(): void {
    if (this.#closed) return;
    if (this.#runOpen || !this.#sawRun) {
      this.#fail({
        kind: 'truncated',
        message: this.#sawRun
          ? 'The stream ended before the run finished (no RUN_FINISHED or RUN_ERROR)'
          : 'The stream ended before any run started.',
      });
      return;
    }
    this.#closed = true;
    clearTimeout(this.#timer);
    this.subscriber.complete();
  }

  #fail(error: AgentError): void {
    if (this.#closed) return;
    this.close();
    this.subscriber.error(error);
  }

  #armTimer(): void {
    clearTimeout(this.#timer);
    const timeout = this.options.timeout ?? DEFAULT_AGENT_TIMEOUT;
    if (this.#closed || timeout <= 0) return;
    this.#timer = setTimeout(
      () => this.#fail({ kind: 'timeout', message: `The agent sent nothing for ${timeout} ms.` }),
      timeout,
    );
  }
}

function isEventLike(value: unknown): value is BaseEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && type.length > 0;
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
