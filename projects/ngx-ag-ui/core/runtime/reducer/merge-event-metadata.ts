import { mergeMetadata, type BaseEvent, type Metadata } from '@ag-ui/core';

/**
 * `target` with the event's metadata merged in (docs/ag-ui.md §6.6: key by key, last write wins, no
 * recursion), or `target` itself when the event carries none.
 */
export function mergeEventMetadata<T extends { readonly metadata?: Metadata }>(
  target: T,
  event: BaseEvent,
): T {
  if (event.metadata === undefined) return target;
  return { ...target, metadata: mergeMetadata(target.metadata, event.metadata) };
}

/** Whether the event's metadata names citations (the AWS Strands convention), so re-bridge. */
export function touchesMetadataCitations(event: BaseEvent): boolean {
  return (
    event.metadata !== undefined &&
    Object.prototype.hasOwnProperty.call(event.metadata, 'citations')
  );
}
