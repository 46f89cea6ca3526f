import type { CitedTextMarker } from 'ngx-ag-ui/citations';

import type { MarkdownElement } from './markdown-render-node';
import { toMarkerStamp } from './marker-stamp';

/** What else an item's render nodes depend on than its mdast node (identities, compared). */
export interface MarkdownItemInputs {
  readonly options: object;
  readonly footnotes: object;
  readonly streaming: boolean;
  /** Claim starts and ends of the whole block, ascending. */
  readonly cuts: readonly number[];
  /** Offsets at or past this are closers added by the streaming repair. */
  readonly limit: number;
}

interface Entry {
  readonly stamp: string;
  readonly options: object;
  readonly footnotes: object;
  readonly element: MarkdownElement;
}

/**
 * Render nodes of list items and table rows, kept between conversions of a growing block. The
 * parser keeps the mdast nodes of the items a streamed chunk did not touch (see
 * `StableBlockCut`), so an item is found by its node and made again only when what it shows
 * changed: its markers, the claim boundaries inside it, the repair's limit inside it, or the
 * options. An unchanged item keeps the same element (and children array), and its OnPush view
 * is not checked; a chunk then converts and checks the last item, not every item of the list.
 */
export class MarkdownItemCache {
  private readonly entries = new WeakMap<object, Entry>();

  /**
   * The element made before for `node` (at `[start, end)`) if nothing it shows changed, else
   * `make()`'s.
   */
  reuse(
    node: object,
    start: number,
    end: number,
    markers: readonly CitedTextMarker[],
    inputs: MarkdownItemInputs,
    extra: string,
    make: () => MarkdownElement,
  ): MarkdownElement {
    const stamp = toItemStamp(start, end, markers, inputs, extra);
    const entry = this.entries.get(node);
    if (
      entry &&
      entry.stamp === stamp &&
      entry.options === inputs.options &&
      entry.footnotes === inputs.footnotes
    )
      return entry.element;
    const element = make();
    this.entries.set(node, {
      stamp,
      options: inputs.options,
      footnotes: inputs.footnotes,
      element,
    });
    return element;
  }
}

function toItemStamp(
  start: number,
  end: number,
  markers: readonly CitedTextMarker[],
  inputs: MarkdownItemInputs,
  extra: string,
): string {
  const cuts = cutsWithin(inputs.cuts, start, end);
  const limit = end > inputs.limit ? inputs.limit : '';
  return `${extra}|${inputs.streaming ? 's' : ''}|${limit}|${cuts.join(',')}|${markers.map(toMarkerStamp).join(',')}`;
}

/** The cuts strictly inside `(start, end)`, found by binary search (the cuts are ascending). */
function cutsWithin(cuts: readonly number[], start: number, end: number): readonly number[] {
  let lo = 0;
  let hi = cuts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cuts[mid] <= start) lo = mid + 1;
    else hi = mid;
  }
  let to = lo;
  while (to < cuts.length && cuts[to] < end) to++;
  return to === lo ? [] : cuts.slice(lo, to);
}
