import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { Observable } from 'rxjs';

import type { AgentSource } from './agent-source';
import type { HttpSseAgentOptions } from './http-sse-agent-options';
import { loadSseExchange, preloadSseExchange, transportLoadError } from './load-sse-exchange';
import type { ReconnectClock } from './reconnect';

export { DEFAULT_AGENT_TIMEOUT, type HttpSseAgentOptions } from './http-sse-agent-options';

/**
 * The built-in transport: `POST`s a `RunAgentInput` as JSON with `Accept: text/event-stream`
 * and streams the answer as AG-UI events, parsed by `eventsource-parser` (LF, CR and CRLF).
 *
 * The Observable emits every event of a network chunk synchronously, one after the other, so a
 * consumer can apply a whole chunk before it renders. Unsubscribing aborts the request (or the
 * wait before a reconnect). It fails with an `AgentError` value: `'http'` (non-2xx, with `status`
 * and the first 64 KiB of the body as `cause`), `'redirect'` (a redirect the `redirect` option
 * refuses), `'invalid-request'` (an input `JSON.stringify` cannot serialise: nothing is sent),
 * `'network'`, `'invalid-response'` (a frame that is not one JSON event, an event over 10 MiB,
 * an answer that is not an event stream), `'timeout'` (silence: every byte, of an error body
 * too, restarts the clock), or `'truncated'` (the body ended while a run was still open).
 *
 * When the agent sends SSE `id:` fields, a connection that drops mid-run is resumed: the same
 * request goes out again with `Last-Event-ID` (see `HttpSseAgentOptions.reconnect`), and the
 * agent's replay continues the stream. An event whose id was already applied is dropped, and
 * the events of a resumed run are held back until its `RUN_FINISHED` names the run that dropped
 * (events of another run fail it as `'invalid-response'`, code `RESUME_OTHER_RUN`, none shown).
 * After the last attempt without a new event id the run fails as `'network'` with
 * `code: 'RECONNECT_FAILED'`; an agent that answers the reconnect with an error status fails it
 * as `'http'`; a last id that cannot be a header value (outside printable Latin-1, over 1,024
 * characters) fails the drop at once as `'invalid-response'`, code `UNRESUMABLE_EVENT_ID`.
 *
 * @example
 * const agent = new HttpSseAgent({ url: '/api/agent', headers: () => ({ Authorization: token() }) });
 * agent.run(input).pipe(reduceAgentEvents()).subscribe((thread) => render(thread));
 */
export class HttpSseAgent implements AgentSource {
  readonly #options: HttpSseAgentOptions;
  readonly #clock: ReconnectClock | undefined;

  /**
   * @param options The endpoint and how to talk to it.
   * @param clock How reconnects wait and draw their jitter: the system's timers and
   *   `Math.random` unless a test passes its own.
   *
   * `timeout`, `redirect` and `reconnect` are checked when a run starts, with the transport's
   * code (loaded then, not with the app's first chunk): a value the transport cannot honour
   * fails that run with an `ngx-ag-ui:` error saying what to fix, and nothing is sent.
   */
  constructor(options: HttpSseAgentOptions, clock?: ReconnectClock) {
    this.#options = options;
    this.#clock = clock;
    preloadSseExchange();
  }

  /** Sends one run and streams its events; see the class description for errors. */
  run(input: RunAgentInput): Observable<BaseEvent> {
    return this.#exchange(input, undefined);
  }

  /**
   * Resumes a run that an earlier page followed up to the SSE id `lastEventId` (a reload): the
   * same request with `Last-Event-ID` from the first request on, with the rules of a reconnect
   * (events held until `RUN_FINISHED` names `input.runId`; a 410 fails as `'http'`).
   */
  resume(input: RunAgentInput, lastEventId: string): Observable<BaseEvent> {
    return this.#exchange(input, lastEventId);
  }

  #exchange(input: RunAgentInput, resumeFrom: string | undefined): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      let close: (() => void) | undefined;
      loadSseExchange().then(
        (SseExchange) => {
          if (subscriber.closed) return;
          const exchange = new SseExchange(this.#options, subscriber, this.#clock);
          close = () => exchange.close();
          void exchange.start(input, resumeFrom);
        },
        (error: unknown) => subscriber.error(transportLoadError(error)),
      );
      return () => close?.();
    });
  }
}
