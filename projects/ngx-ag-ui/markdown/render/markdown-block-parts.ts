import type { ComponentRef, Renderer2, ViewContainerRef } from '@angular/core';
import {
  ɵcreateMarkerElement as createMarkerElement,
  type ɵMarkerElementRow as MarkerElementRow,
  ɵupdateMarkerElement as updateMarkerElement,
} from 'ngx-ag-ui/citations';

import { MarkdownCodeBlock } from '../code/markdown-code-block';
import type { MarkdownBlockContext } from './markdown-block-context';
import type { BuiltNode, MarkdownDom, MarkdownParts } from './markdown-dom';
import type { MarkdownCode, MarkdownMarker } from './markdown-render-node';

/**
 * The markers and code blocks of one block. A marker is plain elements (`createMarkerElement`),
 * driven by the listeners of `<agui-markdown>` itself: a long answer has thousands of markers,
 * and a component each cost several times their DOM. A code block is a component created in the
 * block's container (checked with it, finding its injector and highlighting budget), its host
 * element placed where the render nodes put it.
 */
export class MarkdownBlockParts implements MarkdownParts {
  /** The builder, set once it exists (it builds a code block's markers). */
  dom?: MarkdownDom;
  private readonly codeRefs = new WeakMap<BuiltNode, ComponentRef<MarkdownCodeBlock>>();
  private readonly markerRows = new WeakMap<BuiltNode, MarkerElementRow>();

  constructor(
    private readonly container: ViewContainerRef,
    private readonly context: () => MarkdownBlockContext,
  ) {}

  /** The markers' renderer (their elements carry the marker styles). */
  private get renderer(): Renderer2 {
    return this.context().markerRenderer;
  }

  create(node: MarkdownMarker | MarkdownCode): BuiltNode {
    if (node.kind === 'marker') {
      const row = this.context().markerRow(node.marker);
      const built: BuiltNode = {
        node,
        dom: createMarkerElement(this.renderer, row),
        children: [],
        release: () => this.context().markersChanged(),
      };
      this.markerRows.set(built, row);
      return built;
    }
    const ref = this.container.createComponent(MarkdownCodeBlock);
    const built: BuiltNode = {
      node,
      dom: ref.location.nativeElement as Node,
      children: [],
      release: () => ref.destroy(),
    };
    this.codeRefs.set(built, ref);
    this.setCode(ref, node);
    // The markers inside the code follow its template's nodes, as projected content would.
    this.markersOf(built, node);
    return built;
  }

  update(built: BuiltNode, node: MarkdownMarker | MarkdownCode): void {
    if (node.kind === 'code') {
      const ref = this.codeRefs.get(built);
      if (ref) this.setCode(ref, node);
      this.markersOf(built, node);
      return;
    }
    const before = this.markerRows.get(built);
    const row = this.context().markerRow(node.marker);
    const wrapper = built.dom as Element;
    if (before === row) return;
    if (before !== undefined && (before.entryId === undefined) === (row.entryId === undefined)) {
      updateMarkerElement(this.renderer, wrapper, before, row);
    } else {
      // Between button and link: a new element in its place.
      const next = createMarkerElement(this.renderer, row);
      const parent = wrapper.parentNode;
      if (parent) {
        this.renderer.insertBefore(parent, next, wrapper);
        this.renderer.removeChild(parent, wrapper);
      }
      built.dom = next;
    }
    this.markerRows.set(built, row);
    this.context().markersChanged();
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
}
