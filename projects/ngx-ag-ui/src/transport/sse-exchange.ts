import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { createParser, type ParseError } from 'eventsource-parser';
import { truncatedError, truncationAtEnd, type AgentError } from 'ngx-ag-ui/core/runtime';
import type { Subscriber } from 'rxjs';

import { resolveAgentHeaders } from './agent-headers';
import { assertHttpSseAgentOptions } from './assert-http-sse-agent-options';
import { fetchSameOrigin, type RunResponse } from './fetch-same-origin';
import { ProtoFrames } from './proto-frames';
import { DEFAULT_AGENT_TIMEOUT, type HttpSseAgentOptions } from './http-sse-agent-options';
import { resolveReconnect, type ReconnectClock, type ReconnectOptions } from './reconnect';
import { reconnectDelay, systemClock } from './reconnect-wait';
import { ResumeLedger } from './resume-ledger';
import { rememberSseEventId } from './sse-event-id';
import { toHttpError } from './to-http-error';
import { toRequestBody } from './to-request-body';

/** The reference client's cap on one unterminated SSE event, kept for the same reason. */
const MAX_EVENT_CHARS = 10 * 1024 * 1024;

/** How much of a bad frame an error keeps, so an error never carries a huge payload. */
const MAX_ERROR_EXCERPT = 1_000;

const PROTOBUF_MEDIA_TYPE = 'application/vnd.ag-ui.event+proto';
const SSE_MEDIA_TYPE = 'text/event-stream';

/**
 * What the reducer is handed for a protobuf frame of an event type `@ag-ui/proto` does not know:
 * the frame has no type string to pass on, and an unknown type is dropped with an
 * `unknown-event` warning, as the spec asks of the binary binding ("drops the frame with a
 * warning").
 */
const UNKNOWN_PROTOBUF_EVENT = 'UNKNOWN_PROTOBUF_EVENT';

/** `@ag-ui/proto`, loaded with the first protobuf answer (no app pays for it before). */
const loadProto = (() => {
  let loading: Promise<typeof import('@ag-ui/proto')> | undefined;
  return () => (loading ??= import('@ag-ui/proto'));
})();

/** What one connection came to: the exchange is over, or the connection dropped mid-run. */
type ConnectionEnd = { readonly over: true } | { readonly dropped: AgentError };

const OVER: ConnectionEnd = { over: true };

/**
 * One run: its request, and the requests that resume it after a drop. Owns the abort
 * controller (which `stop()` fires, cancelling a request or a wait), the silence timer, and
 * the SSE "last event ID" that a resumed request sends as `Last-Event-ID`.
 */
export class SseExchange {
  readonly #controller = new AbortController();
  readonly #reconnect: Required<ReconnectOptions>;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;
  #runOpen = false;
  #sawRun = false;
  /** The answer's media type (`text/event-stream`, lower case), `''` when it gave none. */
  #mediaType = '';
  /** The SSE ids seen, the `Last-Event-ID` to send, and the events a resumed run holds back. */
  readonly #ledger = new ResumeLedger();
  /** Whether the current request resumes a dropped one. */
  #resuming = false;

  constructor(
    private readonly options: HttpSseAgentOptions,
    private readonly subscriber: Subscriber<BaseEvent>,
    private readonly clock: ReconnectClock = systemClock,
  ) {
    this.#reconnect = resolveReconnect(options.reconnect);
  }

  /**
   * Sends the run, then resumes it after each drop while the agent gave an event id and
   * attempts remain; without an id a drop fails the run as before (`'network'`/`'truncated'`).
   */
  async start(input: RunAgentInput, resumeFrom?: string): Promise<void> {
    try {
      // Checked here rather than at startup: this code loads with the first run (http-sse-agent.ts).
      assertHttpSseAgentOptions(this.options);
    } catch (error) {
      this.close();
      this.subscriber.error(error);
      return;
    }
    const body = toRequestBody(input);
    if (typeof body !== 'string') {
      this.#fail(body);
      return;
    }
    if (resumeFrom !== undefined) {
      // A run an earlier page followed: the first request is already a resume.
      this.#ledger.resumeFrom(resumeFrom, { threadId: input.threadId, runId: input.runId });
      this.#runOpen = this.#sawRun = this.#resuming = true;
      const unresumable = this.#ledger.unresumable;
      if (unresumable !== undefined) {
        this.#fail({
          kind: 'invalid-response',
          code: 'UNRESUMABLE_EVENT_ID',
          message: `The saved event id cannot be sent back as Last-Event-ID (${unresumable}): the run cannot resume.`,
        });
        return;
      }
    }
    const { attempts } = this.#reconnect;
    let retry = 0;
    for (;;) {
      const end = await this.#connect(body);
      if ('over' in end || this.#closed) return;
      if (this.#ledger.lastEventId === undefined || attempts === 0) {
        this.#fail(end.dropped);
        return;
      }
      const unresumable = this.#ledger.unresumable;
      if (unresumable !== undefined) {
        this.#fail({
          kind: 'invalid-response',
          code: 'UNRESUMABLE_EVENT_ID',
          message: `The connection to the agent dropped, and its last event id cannot be sent back as Last-Event-ID (${unresumable}): the run cannot resume.`,
          cause: end.dropped,
        });
        return;
      }
      // Only an event id not seen before is progress: a replay of old events earns nothing.
      if (this.#resuming && this.#ledger.progressed) retry = 0;
      if (retry === attempts) {
        this.#fail({
          kind: 'network',
          code: 'RECONNECT_FAILED',
          message: `The connection to the agent dropped and ${attempts} reconnect attempt${attempts === 1 ? '' : 's'} failed.`,
          cause: end.dropped,
        });
        return;
      }
      // Our own wait is not the agent's silence: the timer restarts with the next request.
      clearTimeout(this.#timer);
      const delay = reconnectDelay(retry, this.#reconnect, () => this.clock.random());
      await this.clock.wait(delay, this.#controller.signal);
      if (this.#closed) return;
      retry++;
      this.#resuming = true;
    }
  }

  /** Ends the exchange quietly (unsubscribed, or `stop()`): aborts the request or the wait. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#controller.abort();
  }

  async #connect(body: string): Promise<ConnectionEnd> {
    this.#armTimer();
    this.#ledger.connect(this.#resuming, this.#runOpen);
    let answer: RunResponse;
    try {
      const headers = await resolveAgentHeaders(this.options.headers);
      const fetchFn = this.options.fetch ?? globalThis.fetch;
      if (typeof fetchFn !== 'function') {
        this.#fail({
          kind: 'network',
          message: 'No fetch is available here: provide one with withFetch().',
        });
        return OVER;
      }
      if (this.#closed) return OVER;
      const lastEventId = this.#ledger.lastEventId;
      const resume: Record<string, string> =
        lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId };
      answer = await fetchSameOrigin({
        fetch: fetchFn,
        url: this.options.url,
        init: {
          method: 'POST',
          headers: {
            ...headers,
            'Content-Type': 'application/json',
            // Only an SSE stream carries ids, so only SSE can be resumed: ask for it alone then.
            Accept:
              this.options.protobuf && lastEventId === undefined
                ? `${PROTOBUF_MEDIA_TYPE}, ${SSE_MEDIA_TYPE}`
                : SSE_MEDIA_TYPE,
            ...resume,
          },
          body,
          signal: this.#controller.signal,
        },
        redirect: this.options.redirect ?? 'same-origin',
        onResponse: () => this.#armTimer(),
      });
    } catch (cause) {
      // fetch rejects on network failures and on our own abort; only the first is an error.
      const message = `Could not reach the agent at ${this.options.url}.`;
      return { dropped: { kind: 'network', message, cause } };
    }
    if ('refused' in answer) {
      this.#fail(answer.refused);
      return OVER;
    }
    return this.#accept(answer.response);
  }

  /** Reads a 2xx answer's events, or fails the run with what the answer says instead. */
  async #accept(response: Response): Promise<ConnectionEnd> {
    if (!response.ok) {
      const error = await toHttpError(response, () => this.#armTimer(), this.#resuming);
      this.#fail(error);
      return OVER;
    }
    if (this.#resuming && response.status === 204) {
      // As for EventSource, 204 means "do not reconnect": the agent has nothing more to send.
      void response.body?.cancel().catch(() => undefined);
      this.#fail({
        kind: 'truncated',
        message: 'The agent answered the reconnect with 204 No Content: the run cannot resume.',
        status: 204,
      });
      return OVER;
    }
    this.#mediaType =
      response.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? '';
    if (this.#resuming && this.#mediaType !== SSE_MEDIA_TYPE) {
      // A login page or a proxy's notice: its lines would parse as nothing, drop after drop.
      void response.body?.cancel().catch(() => undefined);
      const answered = this.#mediaType || 'with no content type';
      this.#fail({
        kind: 'invalid-response',
        message: `The agent answered the reconnect ${answered}, not ${SSE_MEDIA_TYPE}.`,
      });
      return OVER;
    }
    if (this.#mediaType === PROTOBUF_MEDIA_TYPE) {
      if (!this.options.protobuf) {
        void response.body?.cancel().catch(() => undefined);
        this.#fail({
          kind: 'invalid-response',
          message:
            'The agent answered with protobuf frames, which this client did not ask for (set protobuf: true to read them).',
        });
        return OVER;
      }
      return this.#readProtoFrames(response);
    }
    return this.#readEvents(response);
  }

  async #readEvents(response: Response): Promise<ConnectionEnd> {
    if (!response.body) return this.#endOfBody();
    let ending = false;
    // A new parser per connection: a frame the drop cut in half is discarded, then resent.
    const parser = createParser({
      maxBufferSize: MAX_EVENT_CHARS,
      onEvent: ({ id, data }) => this.#emitFrame(data, id, ending),
      onError: (error) => this.#failOnParseError(error),
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        // After the run's last event nothing is lost: resuming could only bring another run.
        if (this.#sawRun && !this.#runOpen) return this.#endOfBody();
        const message = 'The connection to the agent dropped mid-stream.';
        return { dropped: { kind: 'network', message, cause } };
      }
      if (this.#closed) return OVER;
      this.#armTimer();
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
    ending = true;
    // A last event without its blank line is accepted, as the reference client does.
    parser.feed(decoder.decode() + '\n\n');
    return this.#endOfBody();
  }

  /** Reads an HTTP + Protobuf body: length-prefixed frames, each one event. */
  async #readProtoFrames(response: Response): Promise<ConnectionEnd> {
    let proto: typeof import('@ag-ui/proto');
    try {
      proto = await loadProto();
    } catch (cause) {
      void response.body?.cancel().catch(() => undefined);
      this.#fail({
        kind: 'network',
        code: 'TRANSPORT_LOAD_FAILED',
        message: 'The protobuf decoder (@ag-ui/proto) did not load. Try again.',
        cause,
      });
      return OVER;
    }
    if (this.#closed) return OVER;
    if (!response.body) return this.#endOfBody();
    const frames = new ProtoFrames(MAX_EVENT_CHARS);
    const reader = response.body.getReader();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (this.#sawRun && !this.#runOpen) return this.#endOfBody();
        const message = 'The connection to the agent dropped mid-stream.';
        return { dropped: { kind: 'network', message, cause } };
      }
      if (this.#closed) return OVER;
      this.#armTimer();
      if (chunk.done) break;
      const read = frames.push(chunk.value);
      for (const frame of read.frames) {
        if (this.#closed) return OVER;
        this.#emitProtoFrame(proto, frame);
      }
      if (read.oversized !== undefined) {
        void reader.cancel().catch(() => undefined);
        this.#fail({
          kind: 'invalid-response',
          message: `A protobuf frame declared ${read.oversized} bytes, over the 10 MiB limit.`,
        });
        return OVER;
      }
    }
    if (frames.pending > 0 && this.#runOpen) {
      this.#fail({
        kind: 'truncated',
        message: 'The stream ended in the middle of a protobuf frame.',
      });
      return OVER;
    }
    return this.#endOfBody();
  }

  #emitProtoFrame(proto: typeof import('@ag-ui/proto'), frame: Uint8Array): void {
    let event: unknown;
    try {
      event = proto.decode(frame);
    } catch (cause) {
      if (cause instanceof proto.AGUIUnknownEventTypeError) {
        event = { type: UNKNOWN_PROTOBUF_EVENT };
      } else {
        // Bytes that are not a message are malformed transport material: fatal (the spec).
        this.#fail({
          kind: 'invalid-response',
          message: `The agent sent a protobuf frame (${frame.length} bytes) that does not decode as an AG-UI event.`,
          cause,
        });
        return;
      }
    }
    this.#emitEvent(event, undefined, `(protobuf frame, ${frame.length} bytes)`, frame.length);
  }

  /** A body that ends while the run is open is a drop when the run can resume. */
  #endOfBody(): ConnectionEnd {
    if (this.#closed) return OVER;
    if (this.#runOpen && this.#ledger.lastEventId !== undefined)
      return { dropped: truncatedError(true) };
    this.#end();
    return OVER;
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

  #emitFrame(data: string, id: string | undefined, ending: boolean): void {
    if (this.#closed) return;
    const excerpt = data.length > MAX_ERROR_EXCERPT ? `${data.slice(0, MAX_ERROR_EXCERPT)}…` : data;
    let event: unknown;
    try {
      // The frame is remote input: JSON.parse throws on anything malformed.
      event = JSON.parse(data);
    } catch (cause) {
      // A resumable stream cut inside its last frame: the agent resends it after the last id.
      if (ending && this.#runOpen && this.#ledger.lastEventId !== undefined) return;
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
    this.#emitEvent(event, id, excerpt, data.length);
  }

  /** Hands one decoded event on, whichever binding it came by. */
  #emitEvent(event: unknown, id: string | undefined, excerpt: string, size: number): void {
    if (!isEventLike(event)) {
      this.#fail({
        kind: 'invalid-response',
        message: 'The agent sent an event that is not an AG-UI event (no string "type").',
        event: excerpt,
      });
      return;
    }
    if (this.#resuming && this.#runOpen && event.type === EventType.RUN_STARTED) {
      // Replaying the run from its start would duplicate every message already shown.
      this.#fail({
        kind: 'invalid-response',
        message: `The agent answered the reconnect (Last-Event-ID: ${this.#ledger.lastEventId}) with a new run instead of resuming it.`,
        event: excerpt,
      });
      return;
    }
    // Held events keep their ids too: a page that saves the run resumes from the last one.
    if (id !== undefined && id !== '') rememberSseEventId(event, id);
    const admission = this.#ledger.admit(event, id, size);
    if (admission.refuse) {
      this.#fail(admission.refuse);
      return;
    }
    for (const admitted of admission.deliver ?? []) {
      if (this.#closed) return;
      this.#trackRun(admitted.type);
      this.subscriber.next(admitted);
    }
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

  #end(): void {
    if (this.#closed) return;
    if (
      !this.#sawRun &&
      this.#mediaType !== SSE_MEDIA_TYPE &&
      this.#mediaType !== PROTOBUF_MEDIA_TYPE
    ) {
      // Its lines were ignored as unknown SSE fields; say what it was instead of "truncated".
      const answered = this.#mediaType || 'with no content type';
      this.#fail({
        kind: 'invalid-response',
        message: `The agent answered ${answered}, not ${SSE_MEDIA_TYPE}, and no run started.`,
      });
      return;
    }
    const truncated = truncationAtEnd({ runOpen: this.#runOpen, runMissing: !this.#sawRun });
    if (truncated) {
      this.#fail(truncated);
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
