import { AbstractAgent } from '@ag-ui/client';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { lastValueFrom, Observable, type Subscribable, toArray } from 'rxjs';

type AgentEvents = ReturnType<AbstractAgent['run']>;

/** An AG-UI agent whose run is a fixed list of events computed from its input. */
class ScriptedAgent extends AbstractAgent {
  constructor(private readonly script: (input: RunAgentInput) => BaseEvent[]) {
    super();
  }

  override run(input: RunAgentInput): AgentEvents {
    const events = new Observable<BaseEvent>((subscriber) => {
      for (const event of this.script(input)) subscriber.next(event);
      subscriber.complete();
    });
    // `@ag-ui/client` pins its own copy of rxjs: the two Observable classes are the same at run
    // time (the client only pipes and subscribes) but distinct types.
    return events as unknown as AgentEvents;
  }
}

/** What this needs of an `@ag-ui/client` middleware (`A2UIMiddleware`, `MCPAppsMiddleware`). */
interface AgentMiddleware {
  run(input: RunAgentInput, next: AbstractAgent): Subscribable<BaseEvent>;
}

/**
 * Runs `script` as the agent behind `middleware`, as an AG-UI server runs a middleware over its
 * agent, and collects every event the middleware lets out or adds.
 */
export function runBehindMiddleware(
  middleware: AgentMiddleware,
  input: RunAgentInput,
  script: (input: RunAgentInput) => BaseEvent[],
): Promise<BaseEvent[]> {
  // Subscribed through our rxjs: the middleware may return an Observable of another copy.
  const events = new Observable<BaseEvent>((subscriber) =>
    middleware.run(input, new ScriptedAgent(script)).subscribe(subscriber),
  );
  return lastValueFrom(events.pipe(toArray()));
}
