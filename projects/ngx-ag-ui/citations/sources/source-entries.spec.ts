import { type Renderer2, RendererFactory2 } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { aCitation } from '../citation-fixtures.test-helpers';
import { SourceEntries } from './source-entries';
import type { SourcesEntry } from './source-entry-item';

const OPENS = '(opens in a new tab)';

function entry(n: number, title = `Title ${n}`): SourcesEntry {
  return {
    citation: aCitation({
      id: `c${n}`,
      index: n,
      displayTitle: title,
      href: `https://s${n}.example/`,
    }),
    entryId: `agui-cite-m1-${n}`,
    domain: `s${n}.example`,
    backLinks: [{ id: `agui-cite-ref-m1-${n}-1`, face: '↩', name: `Back to reference 1` }],
  };
}

/** Whether two lists hold the very same nodes (`toEqual` compares DOM nodes by structure). */
function sameNodes(a: readonly Node[], b: readonly Node[]): boolean {
  return a.length === b.length && a.every((node, i) => node === b[i]);
}

describe('SourceEntries', () => {
  let renderer: Renderer2;

  beforeEach(() => {
    renderer = TestBed.inject(RendererFactory2).createRenderer(null, null);
  });

  /** A list as a server render leaves it: an anchor comment, then the items. */
  function serverRendered(entries: readonly SourcesEntry[]): HTMLOListElement {
    const server = document.createElement('ol');
    server.append(document.createComment('container'));
    new SourceEntries(renderer, server).render(entries, OPENS);
    const parsed = document.createElement('ol');
    parsed.innerHTML = server.innerHTML;
    return parsed;
  }

  it('takes over the items of a server render by id, refilling one that differs', () => {
    const list = serverRendered([entry(1), entry(2, 'Old title'), entry(3)]);
    const [one, two] = [...list.querySelectorAll('li')];
    const oneTitle = one.firstChild;

    new SourceEntries(renderer, list).render([entry(1), entry(2)], OPENS);
    const items = [...list.querySelectorAll('li')];
    expect(sameNodes(items, [one, two])).toBe(true);
    expect(one.firstChild).toBe(oneTitle);
    expect(two.querySelector('a')?.textContent).toBe(`Title 2 ${OPENS}`);
    expect(list.firstChild?.nodeType).toBe(Node.COMMENT_NODE);
  });

  it('builds items after an anchor and removes them all when asked', () => {
    const list = document.createElement('ol');
    const anchor = document.createComment('container');
    list.append(anchor);
    const entries = new SourceEntries(renderer, list);
    entries.render([entry(2), entry(1)], OPENS);
    expect([...list.querySelectorAll('li')].map((li) => li.id)).toEqual([
      'agui-cite-m1-2',
      'agui-cite-m1-1',
    ]);
    expect(list.firstChild).toBe(anchor);
    entries.render([entry(1), entry(2)], OPENS);
    expect([...list.querySelectorAll('li')].map((li) => li.id)).toEqual([
      'agui-cite-m1-1',
      'agui-cite-m1-2',
    ]);
    entries.clear();
    expect(list.querySelectorAll('li')).toHaveLength(0);
    expect(list.firstChild).toBe(anchor);
  });
});
