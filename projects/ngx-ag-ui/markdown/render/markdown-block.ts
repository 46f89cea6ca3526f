import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  inject,
  input,
  type OnChanges,
  type OnDestroy,
  Renderer2,
  Sanitizer,
  ViewContainerRef,
} from '@angular/core';

import { MARKDOWN_CONTENT_STYLES } from '../markdown-view-styles';
import type { MarkdownBlockContext, MarkdownBlockHandle } from './markdown-block-context';
import { MarkdownBlockParts } from './markdown-block-parts';
import { type BuiltNode, MarkdownDom } from './markdown-dom';
import type { MarkdownRenderNode } from './markdown-render-node';

/**
 * One top-level block of `<agui-markdown>` (a paragraph, a list, a table, ...). A component of
 * its own, OnPush, so that a streamed chunk re-renders the block that changed (the last one):
 * the others keep their inputs and are not checked. Its content is built with `Renderer2`
 * from the render nodes, not by a template: a view per node cost several times what the DOM
 * itself costs, and a long conversation has thousands of blocks. Internal to `<agui-markdown>`.
 */
@Component({
  selector: 'agui-markdown-block',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '',
  // Laid out as if it were not there (the blocks are the answer's own children).
  styles: [':host { display: contents; }', MARKDOWN_CONTENT_STYLES],
})
export class MarkdownBlockView implements OnChanges, OnDestroy, MarkdownBlockHandle {
  /** The render nodes (a new array only when they changed). */
  readonly nodes = input.required<readonly MarkdownRenderNode[]>();
  /** The `<agui-markdown>` these nodes belong to. */
  readonly context = input.required<MarkdownBlockContext>();

  private readonly host = inject<ElementRef<Element>>(ElementRef).nativeElement;
  private readonly parts = new MarkdownBlockParts(inject(ViewContainerRef), () => this.context());
  private readonly dom = new MarkdownDom(inject(Renderer2), inject(Sanitizer), this.parts);
  private built: BuiltNode[] = [];
  private shownNodes: readonly MarkdownRenderNode[] | null = null;
  private shownContext: MarkdownBlockContext | null = null;

  constructor() {
    this.parts.dom = this.dom;
  }

  ngOnChanges(): void {
    const nodes = this.nodes();
    const context = this.context();
    const contextBefore = this.shownContext;
    if (context !== contextBefore) {
      contextBefore?.blocks.delete(this);
      context.blocks.add(this);
      this.shownContext = context;
    }
    if (nodes !== this.shownNodes) {
      this.built = this.dom.match(this.built, nodes);
      this.dom.place(this.host, this.built, null);
      this.shownNodes = nodes;
    }
    // Options of the markers or the code blocks changed: the nodes kept show them anew.
    if (contextBefore !== null && context !== contextBefore) this.dom.refreshParts(this.built);
  }

  highlight(): void {
    this.dom.highlight(this.built);
  }

  ngOnDestroy(): void {
    this.shownContext?.blocks.delete(this);
    for (const built of this.built) this.dom.release(built);
  }
}
