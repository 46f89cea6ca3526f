import type { Signal } from '@angular/core';
import type { CitationLabels, CitationMarkerAction, CitationVariant } from 'ngx-ag-ui/citations';

/** What every block (and item) of one `<agui-markdown>` shares: its options and its claim highlight. */
export interface MarkdownBlockContext {
  readonly variant: Signal<CitationVariant | undefined>;
  readonly action: Signal<CitationMarkerAction | undefined>;
  readonly friendlyAnchors: Signal<boolean | undefined>;
  readonly labels: Signal<Partial<CitationLabels> | undefined>;
  readonly streaming: Signal<boolean>;
  /** Whether the text at `[start, end)` belongs to the claim of the marker in focus or hovered. */
  inClaim(start: number, end: number): boolean;
  /** Records which marker is active (hovered or focused), or that it no longer is. */
  setActive(key: string, active: boolean): void;
  entryId(n: number): string;
  referenceId(n: number, k: number): string;
}
