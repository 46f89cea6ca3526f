import type { ComponentRef, ViewContainerRef } from '@angular/core';
import { CitationMarker } from 'ngx-ag-ui/citations';

import { MarkdownCodeBlock } from '../code/markdown-code-block';
import type { MarkdownBlockContext } from './markdown-block-context';
import type { BuiltNode, MarkdownDom, MarkdownParts } from './markdown-dom';
import type { MarkdownCode, MarkdownMarker } from './markdown-render-node';

/**
 * The markers and code blocks of one block: components created in the block's container (so
 * they are checked with it and find its injector), their host elements placed where the render
 * nodes put them.
 */
export class MarkdownBlockParts implements MarkdownParts {
  /** The builder, set once it exists (it builds a code block's markers). */
  dom?: MarkdownDom;

  constructor(
    private readonly container: ViewContainerRef,
    private readonly context: () => MarkdownBlockContext,
  ) {}

  create(node: MarkdownMarker | MarkdownCode): BuiltNode {
    if (node.kind === 'code') {
      const ref = this.container.createComponent(MarkdownCodeBlock);
      const built: BuiltNode = {
        node,
        dom: ref.location.nativeElement as Node,
        children: [],
        release: () => ref.destroy(),
      };
      this.setCode(ref, node);
      codeRefs.set(built, ref);
      // The markers inside the code follow its template's nodes, as projected content would.
      this.markersOf(built, node);
      return built;
    }
    const ref = this.container.createComponent(CitationMarker);
    const subscription = ref.instance.activeChange.subscribe((active) =>
      this.context().setActive(node.key, active),
    );
    this.setMarker(ref, node);
    const built: BuiltNode = {
      node,
      dom: ref.location.nativeElement as Node,
      children: [],
      release: () => {
        subscription.unsubscribe();
        ref.destroy();
      },
    };
    markerRefs.set(built, ref);
    return built;
  }

  update(built: BuiltNode, node: MarkdownMarker | MarkdownCode): void {
    if (node.kind === 'code') {
      const ref = codeRefs.get(built);
      if (ref) this.setCode(ref, node);
      this.markersOf(built, node);
      return;
    }
    const ref = markerRefs.get(built);
    if (ref) this.setMarker(ref, node);
  }

  inClaim(start: number, end: number): boolean {
    return this.context().inClaim(start, end);
  }

  private markersOf(built: BuiltNode, node: MarkdownCode): void {
    if (!this.dom || built.dom === null) return;
    built.children = this.dom.match(built.children, node.markers);
    this.dom.place(built.dom, built.children, null);
  }

  private setCode(ref: ComponentRef<MarkdownCodeBlock>, node: MarkdownCode): void {
    ref.setInput('code', node.value);
    ref.setInput('language', node.lang);
    ref.setInput('streaming', this.context().streaming);
  }

  private setMarker(ref: ComponentRef<CitationMarker>, node: MarkdownMarker): void {
    const context = this.context();
    const { citation, occurrence } = node.marker;
    ref.setInput('citation', citation);
    ref.setInput('referenceId', context.referenceId(citation.index, occurrence));
    ref.setInput('entryId', context.entryId(citation.index));
    ref.setInput('variant', context.variant);
    ref.setInput('action', context.action);
    ref.setInput('friendlyAnchors', context.friendlyAnchors);
    ref.setInput('labels', context.labels);
  }
}

const codeRefs = new WeakMap<BuiltNode, ComponentRef<MarkdownCodeBlock>>();
const markerRefs = new WeakMap<BuiltNode, ComponentRef<CitationMarker>>();
