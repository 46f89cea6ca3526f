import { NgTemplateOutlet } from '@angular/common';
import { ChangeDetectionStrategy, Component, input, type Signal } from '@angular/core';
import {
  CitationMarker,
  type CitationLabels,
  type CitationMarkerAction,
  type CitationVariant,
} from 'ngx-ag-ui/citations';

import { MarkdownCodeBlock } from '../code/markdown-code-block';
import { MARKDOWN_CONTENT_STYLES } from '../markdown-view-styles';
import type { MarkdownRenderNode } from './markdown-render-node';

/** What every block of one `<agui-markdown>` shares: its options and its claim highlight. */
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

/**
 * One top-level block of `<agui-markdown>` (a paragraph, a list, a table, ...). A component of
 * its own, OnPush, so that a streamed chunk re-renders the block that changed (the last one):
 * the others keep their inputs and are not checked, and the cost of a chunk does not grow with
 * the length of the answer. Internal to `<agui-markdown>`.
 */
@Component({
  selector: 'agui-markdown-block',
  imports: [CitationMarker, MarkdownCodeBlock, NgTemplateOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './markdown-block.html',
  styles: MARKDOWN_CONTENT_STYLES,
})
export class MarkdownBlockView {
  /** The block's render nodes (a new array only when the block changed). */
  readonly nodes = input.required<readonly MarkdownRenderNode[]>();
  /** The `<agui-markdown>` this block belongs to. */
  readonly context = input.required<MarkdownBlockContext>();
}
