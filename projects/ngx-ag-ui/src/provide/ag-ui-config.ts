import type { Context, Message, Tool } from '@ag-ui/core';

import type { AgentHeaders } from '../transport/agent-headers';
import type { AgentRedirectPolicy } from '../transport/fetch-same-origin';
import type { ReconnectOptions } from '../transport/reconnect';

/**
 * The configuration of one agent, given to `provideAgUi()`. `State` types `state`, the state the
 * thread starts from (`provideAgUi<State>({ ... })`).
 */
export interface AgUiConfig<State = unknown> {
  /** The AG-UI endpoint (`POST` + SSE). Required unless a source is given with `withAgent()`. */
  readonly url?: string;
  /**
   * Names the agent when an app talks to several: `injectAgent('research')`. Defaults to
   * `'default'`.
   */
  readonly agentId?: string;
  /** Extra request headers for the built-in transport; a function is called before every run. */
  readonly headers?: AgentHeaders;
  /** The conversation id sent with every run; a random UUID when absent. */
  readonly threadId?: string;
  /** The state the thread starts from (and returns to on `reset()`). Defaults to `{}`. */
  readonly state?: State;
  /** Messages the thread starts from (and returns to on `reset()`). */
  readonly messages?: readonly Message[];
  /** Frontend tools offered to the agent on every run. */
  readonly tools?: readonly Tool[];
  /** Ambient context sent with every run. */
  readonly context?: readonly Context[];
  /** Application values passed through to the agent untouched on every run. */
  readonly forwardedProps?: unknown;
  /**
   * Milliseconds the agent may stay silent (no headers, no byte, no keep-alive) before the run
   * fails with a `'timeout'` error, for the built-in transport: from 1 to 2147483647 (2^31 - 1,
   * what timers can hold), or `0` to turn it off. Default 120000. Any other value (`Infinity`,
   * `NaN`, a negative number) fails the first run with an `ngx-ag-ui:` error.
   */
  readonly timeout?: number;
  /**
   * Which redirects the built-in transport follows. `'same-origin'` (the default) follows a
   * redirect only while it stays on the url's origin, and fails the run as `'redirect'` before
   * the input or headers are sent anywhere else; browsers hide a redirect's target, so there
   * every redirect is refused. `'follow'` follows any redirect, as plain `fetch` does.
   */
  readonly redirect?: AgentRedirectPolicy;
  /**
   * How the built-in transport resumes a stream that drops mid-run when the agent sends SSE
   * `id:` fields: the request is sent again with `Last-Event-ID`, up to `attempts` times in a row
   * (default 3), after a jittered wait doubling from `baseDelayMs` (500) to at most `maxDelayMs`
   * (8000). `false` turns it off. Settings out of range fail the
   * first run with an `ngx-ag-ui:` error saying what to fix.
   */
  readonly reconnect?: ReconnectOptions | false;
  /**
   * Asks the built-in transport for AG-UI's binary binding (HTTP + Protobuf) beside SSE; an
   * answer in protobuf is decoded with `@ag-ui/proto`, loaded with the first such answer. Runs
   * answered in protobuf cannot resume after a drop (its frames carry no event ids).
   */
  readonly protobuf?: boolean;
}

/** The agent id used when `AgUiConfig.agentId` is absent. */
export const DEFAULT_AGENT_ID = 'default';
