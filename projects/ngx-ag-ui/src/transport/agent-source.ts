import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { Subscribable } from 'rxjs';

/**
 * Anything that answers a `RunAgentInput` with a stream of AG-UI events: the built-in
 * `HttpSseAgent`, `@ag-ui/client`'s `HttpAgent`, a `ScriptedAgent` in tests, your own.
 *
 * `run` returns an RxJS `Observable` or anything else `Subscribable`: `@ag-ui/client` pins its
 * own copy of RxJS, whose `Observable` type is not ours. Unsubscribing must cancel the run
 * (abort the request). Failures may be an `AgentError` value or any thrown value; the store
 * turns them into an `AgentError`.
 */
export interface AgentSource {
  run(input: RunAgentInput): Subscribable<BaseEvent>;
  /**
   * Optional: resumes the run of `input` after the event `lastEventId` (a page reloaded mid-run),
   * as `HttpSseAgent.resume()` does. Without it a run cut by a reload is not resumed.
   */
  resume?(input: RunAgentInput, lastEventId: string): Subscribable<BaseEvent>;
}
