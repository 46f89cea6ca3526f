import { NgTemplateOutlet } from '@angular/common';
import { ChangeDetectionStrategy, Component, Directive, input, type Type } from '@angular/core';
import { CitationMarker } from 'ngx-ag-ui/citations';

import { MarkdownCodeBlock } from '../code/markdown-code-block';
import { MARKDOWN_CONTENT_STYLES } from '../markdown-view-styles';
import type { MarkdownBlockContext } from './markdown-block-context';
import { MarkdownItems } from './markdown-items';
import type { MarkdownRenderNode } from './markdown-render-node';

/**
 * What renders render nodes with `markdown-nodes.html`: a block, a list item or a table row.
 * The item and row views live here with it, as its template creates them for the items of
 * lists and the rows of tables. Internal to `<agui-markdown>`.
 */
@Directive()
export abstract class MarkdownNodesView {
  /** The render nodes (a new array only when they changed). */
  readonly nodes = input.required<readonly MarkdownRenderNode[]>();
  /** The `<agui-markdown>` these nodes belong to. */
  readonly context = input.required<MarkdownBlockContext>();
  /** What renders a list item (read by the template). */
  protected readonly itemView: Type<MarkdownNodesView> = MarkdownItemView;
  /** What renders a table row (read by the template). */
  protected readonly rowView: Type<MarkdownNodesView> = MarkdownRowView;
  /** What renders a child of a block quote (read by the template). */
  protected readonly partView: Type<MarkdownNodesView> = MarkdownPartView;
}

/** What the views of `markdown-nodes.html` import. */
export const MARKDOWN_NODES_IMPORTS = [
  CitationMarker,
  MarkdownCodeBlock,
  MarkdownItems,
  NgTemplateOutlet,
] as const;

/**
 * A list item, `<li>` itself (the DOM stays `<ul><li>`), OnPush: a chunk streamed into a long
 * list checks the items that changed, not every item. Internal to `<agui-markdown>`.
 */
@Component({
  // The host is the `<li>` itself: an element of our own between `<ul>` and `<li>` would break
  // the list for assistive technologies (and is not valid HTML).
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'li[aguiMarkdownItem]',
  imports: [...MARKDOWN_NODES_IMPORTS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './markdown-nodes.html',
  // One string per view, different from its neighbours': with the same inline styles in two
  // components of one file, Angular's production build writes its output and never exits (an
  // esbuild context for the repeated stylesheet is left open).
  styles: `:host { display: list-item; } ${MARKDOWN_CONTENT_STYLES}`,
})
export class MarkdownItemView extends MarkdownNodesView {}

/**
 * A table row, `<tr>` itself, OnPush: a chunk streamed into a long table checks the rows that
 * changed, not every row. Internal to `<agui-markdown>`.
 */
@Component({
  // The host is the `<tr>` itself: nothing else may stand between a table section and its rows.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'tr[aguiMarkdownRow]',
  imports: [...MARKDOWN_NODES_IMPORTS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './markdown-nodes.html',
  styles: `:host { display: table-row; } ${MARKDOWN_CONTENT_STYLES}`,
})
export class MarkdownRowView extends MarkdownNodesView {}

/**
 * A child of a block quote (a paragraph, a list, ...), OnPush: a chunk streamed into a long
 * quote checks the parts that changed, not every part. Its element is laid out as if absent
 * (`display: contents`), as the top-level blocks are. Internal to `<agui-markdown>`.
 */
@Component({
  selector: 'agui-markdown-part',
  imports: [...MARKDOWN_NODES_IMPORTS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './markdown-nodes.html',
  styles: `:host { display: contents; } ${MARKDOWN_CONTENT_STYLES}`,
})
export class MarkdownPartView extends MarkdownNodesView {}
