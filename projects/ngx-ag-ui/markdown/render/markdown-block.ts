import { ChangeDetectionStrategy, Component } from '@angular/core';

import { MARKDOWN_CONTENT_STYLES } from '../markdown-view-styles';
import { MARKDOWN_NODES_IMPORTS, MarkdownNodesView } from './markdown-item-view';

/**
 * One top-level block of `<agui-markdown>` (a paragraph, a list, a table, ...). A component of
 * its own, OnPush, so that a streamed chunk re-renders the block that changed (the last one):
 * the others keep their inputs and are not checked, and the cost of a chunk does not grow with
 * the length of the answer. Internal to `<agui-markdown>`.
 */
@Component({
  selector: 'agui-markdown-block',
  imports: [...MARKDOWN_NODES_IMPORTS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './markdown-nodes.html',
  // Laid out as if it were not there (an item or a row is its own `<li>` or `<tr>`).
  styles: [':host { display: contents; }', MARKDOWN_CONTENT_STYLES],
})
export class MarkdownBlockView extends MarkdownNodesView {}
