import {
  type Renderer2,
  type Sanitizer,
  SecurityContext,
  ɵ_sanitizeUrl as sanitizeUrl,
} from '@angular/core';

import type { MarkdownElement, MarkdownRenderNode, MarkdownText } from './markdown-render-node';

/** A render node as built: its DOM, and what was built for its children. */
export interface BuiltNode {
  node: MarkdownRenderNode;
  /** Its own DOM node (`null` for a `frag`, whose children sit in its parent). */
  dom: Node | null;
  /** Built children (an element's or a `frag`'s; a code block's markers). */
  children: BuiltNode[];
  /** The text of a text node (inside `dom`, a `<mark>`, while in the claim highlighted). */
  text?: Text;
  /** Whatever a part (a marker, a code block) must release when it goes. */
  release?: () => void;
  /** Set while a reconciliation reuses it (cleared before it returns). */
  kept?: boolean;
}

/** What builds the parts that are not plain elements: markers and code blocks. */
export interface MarkdownParts {
  /** Builds a marker or a code block (its markers built in `children`, placed by the caller). */
  create(node: MarkdownRenderNode & { kind: 'marker' | 'code' }): BuiltNode;
  /** Updates a built marker or code block for `node` (same kind and key). */
  update(built: BuiltNode, node: MarkdownRenderNode & { kind: 'marker' | 'code' }): void;
  /** Whether the text at `[start, end)` is in the highlighted claim. */
  inClaim(start: number, end: number): boolean;
}

/**
 * Builds render nodes into the DOM with `Renderer2` and keeps them in step with later renders:
 * children are matched by key, a node identical to the one built before keeps its DOM untouched
 * (render nodes are immutable and cached), one with the same key and kind is patched in place,
 * and DOM nodes move only when out of order. A streamed chunk so touches the changed tail of the
 * last block; the elements before it keep their identity (focus, an open card). Text is set as
 * text, never parsed as HTML; `href` and `src` go through Angular's URL sanitiser.
 */
export class MarkdownDom {
  constructor(
    private readonly renderer: Renderer2,
    /** The app's sanitiser; without one, Angular's own URL check (as a binding falls back to). */
    private readonly sanitizer: Sanitizer | null,
    private readonly parts: MarkdownParts,
  ) {}

  /**
   * Matches `nodes` against `before` (what was built for the same parent), building, patching
   * and releasing as needed; returns what is built now, not yet placed (see `place`).
   */
  match(before: readonly BuiltNode[], nodes: readonly MarkdownRenderNode[]): BuiltNode[] {
    const next: BuiltNode[] = new Array<BuiltNode>(nodes.length);
    let byKey: Map<string, BuiltNode> | undefined;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      let built: BuiltNode | undefined = before[i];
      if (built === undefined || built.kept || built.node.key !== node.key) {
        // Only an edit moves nodes (never a stream): the lookup by key is built then only.
        byKey ??= new Map(before.map((b) => [b.node.key, b] as const).reverse());
        built = byKey.get(node.key);
      }
      if (built && !built.kept && sameShape(built.node, node)) {
        built.kept = true;
        if (built.node !== node) this.patch(built, node);
        next[i] = built;
      } else {
        next[i] = this.create(node);
        next[i].kept = true;
      }
    }
    for (const old of before) if (!old.kept) this.remove(old);
    for (const built of next) built.kept = false;
    return next;
  }

  /** Places `built` in `parent` in order, before `end` (`null`: at its end), moving only what is out of place. */
  place(parent: Node, built: readonly BuiltNode[], end: Node | null): Node | null {
    let next = end;
    for (let i = built.length - 1; i >= 0; i--) {
      const item = built[i];
      if (item.dom === null) {
        next = this.place(parent, item.children, next);
        continue;
      }
      if (item.dom.parentNode !== parent || item.dom.nextSibling !== next)
        this.renderer.insertBefore(parent, item.dom, next);
      next = item.dom;
    }
    return next;
  }

  /** Releases what `built` holds and takes its DOM out of the page. */
  remove(built: BuiltNode): void {
    if (built.dom === null) {
      built.release?.();
      for (const child of built.children) this.remove(child);
      return;
    }
    // Out of the page first: an open card of a marker in it sees its marker gone.
    if (built.dom.parentNode) this.renderer.removeChild(built.dom.parentNode, built.dom);
    this.release(built);
  }

  /** Releases the parts under `built` (markers, code blocks), leaving the DOM to its owner. */
  release(built: BuiltNode): void {
    built.release?.();
    for (const child of built.children) this.release(child);
  }

  /** Wraps the text nodes entering the claim in `<mark>` and unwraps those leaving it. */
  highlight(built: readonly BuiltNode[]): void {
    for (const item of built) {
      if (item.node.kind === 'text') this.markText(item, item.node);
      else this.highlight(item.children);
    }
  }

  /** Updates every marker and code block under `built` (the options they show changed). */
  refreshParts(built: readonly BuiltNode[]): void {
    for (const item of built) {
      const node = item.node;
      if (node.kind === 'marker' || node.kind === 'code') this.parts.update(item, node);
      else this.refreshParts(item.children);
    }
  }

  private create(node: MarkdownRenderNode): BuiltNode {
    switch (node.kind) {
      case 'text': {
        const built: BuiltNode = {
          node,
          dom: null,
          children: [],
          text: this.renderer.createText(node.value),
        };
        built.dom = built.text ?? null;
        this.markText(built, node);
        return built;
      }
      case 'marker':
      case 'code':
        return this.parts.create(node);
      case 'element': {
        if (node.tag === 'frag')
          return { node, dom: null, children: this.match([], node.children) };
        const element = this.createElement(node);
        const built: BuiltNode = { node, dom: element, children: this.match([], node.children) };
        this.place(element, built.children, null);
        return built;
      }
    }
  }

  private patch(built: BuiltNode, node: MarkdownRenderNode): void {
    const old = built.node;
    built.node = node;
    switch (node.kind) {
      case 'text': {
        const text = built.text as Text;
        if (text.data !== node.value) text.data = node.value;
        this.markText(built, node);
        return;
      }
      case 'marker':
      case 'code':
        return this.parts.update(built, node);
      case 'element': {
        if (built.dom !== null)
          this.setAttributes(built.dom as Element, node, old as MarkdownElement);
        built.children = this.match(built.children, node.children);
        if (built.dom !== null) this.place(built.dom, built.children, null);
        return;
      }
    }
  }

  private markText(built: BuiltNode, node: MarkdownText): void {
    const text = built.text as Text;
    const marked = built.dom !== text;
    if (this.parts.inClaim(node.start, node.end) === marked) return;
    const old = built.dom as Node;
    const parent = old.parentNode;
    if (marked) {
      if (parent) {
        this.renderer.insertBefore(parent, text, old);
        this.renderer.removeChild(parent, old);
      }
      built.dom = text;
    } else {
      const mark: Element = this.renderer.createElement('mark');
      if (parent) this.renderer.insertBefore(parent, mark, old);
      this.renderer.appendChild(mark, text);
      built.dom = mark;
    }
  }

  private createElement(node: MarkdownElement): Element {
    const { renderer } = this;
    const tag = node.tag === 'checkbox' ? 'input' : node.tag === 'raw' ? 'p' : node.tag;
    const element: Element = renderer.createElement(tag);
    if (node.tag === 'checkbox') {
      renderer.setAttribute(element, 'type', 'checkbox');
      renderer.setAttribute(element, 'disabled', '');
    } else if (node.tag === 'raw') {
      renderer.setAttribute(element, 'class', 'agui-md-raw');
    } else if (node.tag === 'a') {
      renderer.setAttribute(element, 'rel', 'noopener noreferrer');
    }
    this.setAttributes(element, node, null);
    return element;
  }

  /** The attributes the node's tag takes, set where they differ from `old`'s. */
  private setAttributes(
    element: Element,
    node: MarkdownElement,
    old: MarkdownElement | null,
  ): void {
    switch (node.tag) {
      case 'ol':
        this.attribute(element, 'start', node.first, old?.first);
        return;
      case 'th':
      case 'td':
        this.attribute(element, 'align', node.align, old?.align);
        return;
      case 'a':
        if (old === null || node.url !== old.url)
          this.renderer.setAttribute(element, 'href', this.url(node.url));
        this.attribute(element, 'title', node.title, old?.title);
        return;
      case 'img':
        if (old === null || node.url !== old.url)
          this.renderer.setAttribute(element, 'src', this.url(node.url));
        if (old === null || node.alt !== old.alt)
          this.renderer.setAttribute(element, 'alt', node.alt ?? '');
        this.attribute(element, 'title', node.title, old?.title);
        return;
      case 'checkbox':
        if (old !== null && node.checked === old.checked) return;
        this.renderer.setProperty(element, 'checked', node.checked === true);
        this.attribute(element, 'checked', node.checked ? '' : null, undefined);
        this.renderer.setAttribute(element, 'aria-label', node.checked ? 'Done' : 'Not done');
        return;
      default:
        return;
    }
  }

  /** Sets (or, for `null`/`undefined`, removes) an attribute that differs from before. */
  private attribute(
    element: Element,
    name: string,
    value: string | number | null | undefined,
    before: string | number | null | undefined,
  ): void {
    if (value === before && before !== undefined) return;
    if (value === null || value === undefined) this.renderer.removeAttribute(element, name);
    else this.renderer.setAttribute(element, name, String(value));
  }

  /** A vetted URL through Angular's sanitiser, as a `[href]`/`[src]` binding would be. */
  private url(url: string | undefined): string {
    const value = url ?? '';
    return this.sanitizer
      ? (this.sanitizer.sanitize(SecurityContext.URL, value) ?? '')
      : sanitizeUrl(value);
  }
}

/** Whether a built node can be patched into `node` (same kind, and for an element same tag). */
function sameShape(a: MarkdownRenderNode, b: MarkdownRenderNode): boolean {
  return a.kind === b.kind && (a.kind !== 'element' || a.tag === (b as MarkdownElement).tag);
}
