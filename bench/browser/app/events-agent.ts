import { AbstractAgent } from '@ag-ui/client';
import type { BaseEvent } from '@ag-ui/core';
import { EMPTY, type Observable } from 'rxjs';

/**
 * `@ag-ui/client`'s `AbstractAgent` whose transport is whatever event source it is given: the
 * common way to plug a custom source into the reference client.
 */
export class EventsAgent extends AbstractAgent {
  /** The events the next `runAgent()` reads. */
  source: Observable<BaseEvent> = EMPTY;

  run(): ReturnType<AbstractAgent['run']> {
    // @ag-ui/client pins its own copy of rxjs (7.8.1): the two copies interoperate at run time
    // (through Symbol.observable), but their Observable types are not assignable to each other.
    return this.source as unknown as ReturnType<AbstractAgent['run']>;
  }
}
