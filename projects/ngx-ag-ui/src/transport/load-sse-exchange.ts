import type { AgentError } from 'ngx-ag-ui/core/runtime';

import { loadOnce } from '../load-once';
import type { SseExchange } from './sse-exchange';

/*
 * The exchange (fetch, SSE parsing with eventsource-parser, reconnect, error bodies) is about
 * 4 kB gzip that no app needs before its first run, so it is loaded then rather than with the
 * app's first chunk (docs/bundle-size.md). Creating an `HttpSseAgent` also asks for it when the
 * browser is idle, so the first run normally finds it loaded.
 */

/** The `SseExchange` class, loaded once and shared by every agent. */
export const loadSseExchange: () => Promise<typeof SseExchange> = loadOnce(() =>
  import('./sse-exchange').then((module) => module.SseExchange),
);

let preloadAsked = false;

/** Loads the exchange when the browser is idle; does nothing on a server or in a test runner. */
export function preloadSseExchange(): void {
  if (preloadAsked || typeof requestIdleCallback !== 'function') return;
  preloadAsked = true;
  requestIdleCallback(() => void loadSseExchange().catch(() => undefined));
}

/** The run's error when the exchange could not be loaded: a network failure, shown like one. */
export function transportLoadError(cause: unknown): AgentError {
  return {
    kind: 'network',
    code: 'TRANSPORT_LOAD_FAILED',
    message: 'The connection to the agent could not be set up: its code did not load. Try again.',
    cause,
  };
}
