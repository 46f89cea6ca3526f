import type { BaseEvent } from '@ag-ui/core';
import type { InputSignal } from '@angular/core';
import type { Observable } from 'rxjs';

/** What the bench runner needs from a pipeline's view component. */
export interface BenchPipeline {
  /** Id of the message being streamed into (rendered with `streaming`), or `null`. */
  readonly streamingId: InputSignal<string | null>;
  /** Feeds one run's events; resolves once every event has been applied to the model. */
  feed(events: Observable<BaseEvent>): Promise<void>;
  /** What the pipeline's model holds for a message: its content and number of citations. */
  inspect(id: string): { readonly content: string; readonly citations: number } | undefined;
}
