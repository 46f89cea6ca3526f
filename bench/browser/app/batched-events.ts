import type { BaseEvent } from '@ag-ui/core';
import { Observable } from 'rxjs';

/**
 * Emits each batch of events in its own macrotask, as fast as the page takes them, the way
 * chunks arrive from `fetch` (a MessageChannel task per chunk: no 4 ms timer clamping, and the
 * browser still gets to render between chunks). Unsubscribing stops it.
 */
export function batchedEvents(batches: readonly (readonly BaseEvent[])[]): Observable<BaseEvent> {
  return new Observable<BaseEvent>((subscriber) => {
    const channel = new MessageChannel();
    let next = 0;
    channel.port1.onmessage = () => {
      for (const event of batches[next++] ?? []) {
        if (subscriber.closed) return;
        subscriber.next(event);
      }
      if (next < batches.length) channel.port2.postMessage(null);
      else subscriber.complete();
    };
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  });
}
