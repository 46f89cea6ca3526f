import type { Renderer2 } from '@angular/core';
import type {
  CitationLabels,
  CitationMarkerAction,
  CitationVariant,
  CitedTextMarker,
  ɵMarkerElementRow as MarkerElementRow,
} from 'ngx-ag-ui/citations';

/** A block of `<agui-markdown>` as its view knows it: what the answer tells it to redo. */
export interface MarkdownBlockHandle {
  /** Wraps the text runs of the claim now highlighted in `<mark>`, unwraps the others. */
  highlight(): void;
}

/**
 * What every block (and item) of one `<agui-markdown>` shares: its options and its claim
 * highlight. A new object when an option changes (the blocks then update their markers and
 * code blocks), the same one otherwise.
 */
export interface MarkdownBlockContext {
  readonly variant: CitationVariant | undefined;
  readonly action: CitationMarkerAction | undefined;
  readonly friendlyAnchors: boolean | undefined;
  readonly labels: Partial<CitationLabels> | undefined;
  readonly streaming: boolean;
  /** What markers are created with (their styles come with it). */
  readonly markerRenderer: Renderer2;
  /** The blocks shown, told when the highlighted claim changes. */
  readonly blocks: Set<MarkdownBlockHandle>;
  /** Whether the text at `[start, end)` belongs to the claim of the marker in focus or hovered. */
  inClaim(start: number, end: number): boolean;
  /** Records which marker is active (hovered or focused), or that it no longer is. */
  setActive(key: string, active: boolean): void;
  /** What a marker shows (face, ids), worked out once per citation and options. */
  markerRow(marker: CitedTextMarker): MarkerElementRow;
  /** A marker was updated or removed: open cards follow their citation (or close). */
  markersChanged(): void;
}
