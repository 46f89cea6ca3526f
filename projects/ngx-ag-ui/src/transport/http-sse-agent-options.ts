import type { AgentHeaders } from './agent-headers';
import type { AgentRedirectPolicy } from './fetch-same-origin';
import type { ReconnectOptions } from './reconnect';

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
   * can hold), or `0` to turn the timeout off. Default 120000. Anything else fails the run.
   */
  readonly timeout?: number;
  /**
   * `'same-origin'` (default): a redirect is followed only when it visibly stays on the url's
   * origin, so the run input and headers are never sent to another one; any other ends the run
   * as `'redirect'`. Browsers hide a redirect's target, so there none is followed. `'follow'`
   * lets `fetch` follow every redirect, to any origin, and accepts the answer.
   */
  readonly redirect?: AgentRedirectPolicy;
  /**
   * Resuming a stream that drops mid-run, when the agent sends SSE `id:` fields: the same
   * request is sent again with `Last-Event-ID`, up to `attempts` times in a row (default 3),
   * after a jittered wait doubling from `baseDelayMs` (500) up to `maxDelayMs` (8000). `false`
   * (or `attempts: 0`) fails the run at the first drop. Settings out of range fail the run.
   */
  readonly reconnect?: ReconnectOptions | false;
  /**
   * Asks for AG-UI's binary binding (HTTP + Protobuf): the request's `Accept` names
   * `application/vnd.ag-ui.event+proto` beside `text/event-stream`, and an answer in protobuf
   * is decoded with `@ag-ui/proto`, loaded with the first such answer. An agent may still answer
   * SSE, which is read as always. Protobuf frames carry no event ids, so such a run cannot
   * resume after a drop. Default `false`.
   */
  readonly protobuf?: boolean;
}

/** Default for `HttpSseAgentOptions.timeout`. */
export const DEFAULT_AGENT_TIMEOUT = 120_000;
