import type { Renderer2 } from '@angular/core';

/**
 * The heading of `<agui-sources>` ("Sources (3)", an `h2` to `h6`) built with the component's
 * renderer: written in the template it took one embedded view and a container per level for
 * every list, and a thread has a list per answer. Text is set as text nodes.
 */
export class SourcesHeading {
  private heading?: HTMLElement;
  private level = 0;

  /**
   * @param renderer The renderer of `<agui-sources>` (the heading gets its styles).
   * @param header The element the heading is the first child of.
   * @param id The heading's id (what the section is labelled by).
   */
  constructor(
    private readonly renderer: Renderer2,
    private readonly header: Element,
    private readonly id: string,
  ) {}

  /** Shows `label (count)` in a heading of `level` (2 to 6; anything else is 2). */
  render(level: number, label: string, count: number): void {
    const tag = level >= 2 && level <= 6 ? Math.trunc(level) : 2;
    const { renderer } = this;
    if (this.heading === undefined) this.heading = this.adopt(tag);
    if (this.heading === undefined || this.level !== tag) {
      const heading = this.create(tag);
      if (this.heading) renderer.removeChild(this.header, this.heading);
      renderer.insertBefore(this.header, heading, this.header.firstChild);
      this.heading = heading;
      this.level = tag;
    }
    const text = ` ${label} `;
    const countText = `(${count})`;
    const [labelNode, countSpan] = [this.heading.firstChild, this.heading.lastChild];
    if (labelNode?.nodeValue !== text) renderer.setValue(labelNode, text);
    if (countSpan?.firstChild?.nodeValue !== countText)
      renderer.setValue(countSpan?.firstChild, countText);
  }

  /** The heading of a server render, when the header starts with it (hydration keeps it). */
  private adopt(tag: number): HTMLElement | undefined {
    const first = this.header.firstElementChild;
    const span = first?.lastElementChild;
    if (
      first?.localName !== `h${tag}` ||
      first.id !== this.id ||
      first.childNodes.length !== 2 ||
      first.firstChild?.nodeType !== 3 ||
      span?.className !== 'agui-sources-count' ||
      span.childNodes.length !== 1
    ) {
      if (first && /^h[2-6]$/.test(first.localName) && first.id === this.id)
        this.renderer.removeChild(this.header, first);
      return undefined;
    }
    this.level = tag;
    return first as HTMLElement;
  }

  private create(tag: number): HTMLElement {
    const { renderer } = this;
    const heading: HTMLElement = renderer.createElement(`h${tag}`);
    renderer.setAttribute(heading, 'id', this.id);
    renderer.appendChild(heading, renderer.createText(''));
    const count: HTMLElement = renderer.createElement('span');
    renderer.setAttribute(count, 'class', 'agui-sources-count');
    renderer.appendChild(count, renderer.createText(''));
    renderer.appendChild(heading, count);
    return heading;
  }
}
