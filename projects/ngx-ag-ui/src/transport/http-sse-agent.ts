import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { createParser, type ParseError } from 'eventsource-parser';
import { truncatedError, type AgentError } from 'ngx-ag-ui/core';
import { Observable, type Subscriber } from 'rxjs';

import { resolveAgentHeaders, type AgentHeaders } from './agent-headers';
import type { AgentSource } from './agent-source';
import { assertHttpSseAgentOptions } from './assert-http-sse-agent-options';
import { fetchSameOrigin, type AgentRedirectPolicy, type RunResponse } from './fetch-same-origin';
import { MAX_ERROR_BODY_BYTES, readErrorBody } from './read-error-body';
import { toRequestBody } from './to-request-body';

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
   * before the run fails with a `'timeout'` error: from 1 to 2147483647 (2^31 - 1, what timers
   * can hold), or `0` to turn the timeout off. Default 120000. Anything else throws.
   */
  readonly timeout?: number;
  /**
   * `'same-origin'` (default): a redirect is followed only when it visibly stays on the url's
   * origin, so the run input and headers are never sent to another one; any other ends the run
   * as `'redirect'`. Browsers hide a redirect's target, so there none is followed. `'follow'`
   * lets `fetch` follow every redirect, to any origin, and accepts the answer.
   */
  readonly redirect?: AgentRedirectPolicy;
}

/** Default for `HttpSseAgentOptions.timeout`. */
export const DEFAULT_AGENT_TIMEOUT = 120_000;

/** The reference client's cap on one unterminated SSE event, kept for the same reason. */
const MAX_EVENT_CHARS = 10 * 1024 * 1024;

/** How much of a bad frame an error keeps, so an error never carries a huge payload. */
const MAX_ERROR_EXCERPT = 1_000;

const PROTOBUF_MEDIA_TYPE = 'application/vnd.ag-ui.event+proto';
const SSE_MEDIA_TYPE = 'text/event-stream';

/**
 * The built-in transport: `POST`s a `RunAgentInput` as JSON with `Accept: text/event-stream`
 * and streams the answer as AG-UI events, parsed by `eventsource-parser` (LF, CR and CRLF).
 *
 * The Observable emits every event of a network chunk synchronously, one after the other, so a
 * consumer can apply a whole chunk before it renders. Unsubscribing aborts the request. It fails
 * with an `AgentError` value: `'http'` (non-2xx, with `status` and the first 64 KiB of the body
 * as `cause`), `'redirect'` (a redirect the `redirect` option refuses), `'invalid-request'` (an
 * input `JSON.stringify` cannot serialise: nothing is sent), `'network'`, `'invalid-response'`
 * (a frame that is not one JSON event, an event over 10 MiB, an answer that is not an event
 * stream), `'timeout'` (silence: every byte, of an error body too, restarts the clock), or
 * `'truncated'` (the body ended while a run was still open).
 *
 * @example
 * const agent = new HttpSseAgent({ url: '/api/agent', headers: () => ({ Authorization: token() }) });
 * agent.run(input).pipe(reduceAgentEvents()).subscribe((thread) => render(thread));
 */
export class HttpSseAgent implements AgentSource {
  readonly #options: HttpSseAgentOptions;

  /** @throws When `timeout` or `redirect` is not a value the transport can honour. */
  constructor(options: HttpSseAgentOptions) {
    assertHttpSseAgentOptions(options);
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
  /** The answer's media type (`text/event-stream`, lower case), `''` when it gave none. */
  #mediaType = '';

  constructor(
    private readonly options: HttpSseAgentOptions,
    private readonly subscriber: Subscriber<BaseEvent>,
  ) {}

  async start(input: RunAgentInput): Promise<void> {
    const body = toRequestBody(input);
    if (typeof body !== 'string') {
      this.#fail(body);
      return;
    }
    this.#armTimer();
    let answer: RunResponse;
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
      answer = await fetchSameOrigin({
        fetch: fetchFn,
        url: this.options.url,
        init: {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
          body,
          signal: this.#controller.signal,
        },
        redirect: this.options.redirect ?? 'same-origin',
        onResponse: () => this.#armTimer(),
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
    if ('refused' in answer) {
      this.#fail(answer.refused);
      return;
    }
    const { response } = answer;
    if (!response.ok) {
      await this.#failWithHttpError(response);
      return;
    }
    this.#mediaType =
      response.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? '';
    if (this.#mediaType === PROTOBUF_MEDIA_TYPE) {
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
      onError: (error) => this.#failOnParseError(error),
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        this.#fail({
          kind: 'network',
          message: 'The connection to the agent dropped mid-stream.',
          cause,
        });
        return;
      }
      if (this.#closed) return;
      this.#armTimer();
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
    ending = true;
    // A last event without its blank line is accepted, as the reference client does.
    parser.feed(decoder.decode() + '\n\n');
    this.#end();
  }

  /**
   * Lines the SSE standard says to ignore (an unknown field, a bare word, a `retry` that is not
   * digits) are ignored, as `EventSource` does; only an event over the size cap ends the run.
   */
  #failOnParseError(error: ParseError): void {
    switch (error.type) {
      case 'unknown-field':
      case 'invalid-retry':
        return;
      case 'max-buffer-size-exceeded':
        this.#fail({
          kind: 'invalid-response',
          message: 'An SSE event exceeded 10 MiB.',
          cause: error,
        });
        return;
      default:
        // A kind of parse error a later eventsource-parser adds: fail with its own words.
        error.type satisfies never;
        this.#fail({
          kind: 'invalid-response',
          message: `The SSE stream could not be parsed: ${error.message}`,
          cause: error,
        });
    }
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
    let cut = false;
    try {
      const start = await readErrorBody(response.body, () => this.#armTimer());
      cut = start.cut;
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      // The error body is remote input: fall back to the raw text when it is not JSON.
      body = isJson && !cut ? parseJsonOr(start.text) : start.text;
    } catch {
      // The connection failed while the body was read; the status alone still says what failed.
      body = undefined;
    }
    if (this.#closed) return;
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    const cutNote = cut ? ` (its body is cut to the first ${MAX_ERROR_BODY_BYTES / 1024} KiB)` : '';
    this.#fail({
      kind: 'http',
      message: `The agent answered HTTP ${response.status}${statusText}${cutNote}.`,
      status: response.status,
      ...(response.statusText ? { code: response.statusText } : {}),
      cause: body,
    });
  }

  #end(): void {
    if (this.#closed) return;
    if (!this.#sawRun && this.#mediaType !== SSE_MEDIA_TYPE) {
      // Its lines were ignored as unknown SSE fields; say what it was instead of "truncated".
      const answered = this.#mediaType || 'with no content type';
      this.#fail({
        kind: 'invalid-response',
        message: `The agent answered ${answered}, not ${SSE_MEDIA_TYPE}, and no run started.`,
      });
      return;
    }
    if (this.#runOpen || !this.#sawRun) {
      this.#fail(truncatedError(this.#sawRun));
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
