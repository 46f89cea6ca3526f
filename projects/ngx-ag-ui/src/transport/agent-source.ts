import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { Observable } from 'rxjs';

/**
 * Anything that answers a `RunAgentInput` with a stream of AG-UI events: the built-in
 * `HttpSseAgent`, `@ag-ui/client`'s `HttpAgent`, a `ScriptedAgent` in tests, your own.
 *
 * Unsubscribing from the returned Observable must cancel the run (abort the request).
 * Failures may be signalled as an `AgentError` value or as any thrown value; the store turns
 * them into an `AgentError`.
 */
export interface AgentSource {
  run(input: RunAgentInput): Observable<BaseEvent>;
}
