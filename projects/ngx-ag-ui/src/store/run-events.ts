import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { Observable } from 'rxjs';

import type { AgentSource } from '../transport/agent-source';

/** The events of `source.run(input)` as our Observable, whatever RxJS copy the source uses. */
export function runEvents(source: AgentSource, input: RunAgentInput): Observable<BaseEvent> {
  return new Observable<BaseEvent>((subscriber) => {
    // A source that throws instead of failing its stream still ends as an AgentError.
    try {
      const subscription = source.run(input).subscribe(subscriber);
      return () => subscription.unsubscribe();
    } catch (failure) {
      subscriber.error(failure);
      return undefined;
    }
  });
}
