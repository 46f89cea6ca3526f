import { type Renderer2, RendererFactory2 } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { SourcesHeading } from './sources-heading';

describe('SourcesHeading', () => {
  let renderer: Renderer2;

  beforeEach(() => {
    renderer = TestBed.inject(RendererFactory2).createRenderer(null, null);
  });

  it('takes over the heading of a server render, and replaces one of another level', () => {
    const server = document.createElement('div');
    server.append(document.createComment('toggle'));
    new SourcesHeading(renderer, server, 'h-1').render(3, 'Sources', 2);
    const header = document.createElement('div');
    header.innerHTML = server.innerHTML;
    const h3 = header.firstElementChild;
    expect(h3?.localName).toBe('h3');

    new SourcesHeading(renderer, header, 'h-1').render(3, 'Sources', 4);
    expect(header.firstElementChild).toBe(h3);
    expect(h3?.textContent).toBe(' Sources (4)');

    const other = document.createElement('div');
    other.innerHTML = server.innerHTML;
    new SourcesHeading(renderer, other, 'h-1').render(5, 'Sources', 2);
    expect([...other.children].map((child) => child.localName)).toEqual(['h5']);
    expect(other.lastChild?.nodeType).toBe(Node.COMMENT_NODE);
  });

  it('makes any level outside 2 to 6 an h2', () => {
    const header = document.createElement('div');
    new SourcesHeading(renderer, header, 'h-2').render(9, 'Sources', 1);
    expect(header.firstElementChild?.localName).toBe('h2');
  });
});
