import { type Renderer2, RendererFactory2 } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { CitedText } from 'ngx-ag-ui/core';

import { sampleCitedText } from '../citation-fixtures.test-helpers';
import { DEFAULT_CITATION_LABELS } from '../options/citation-labels';
import { CitedTextBody } from './cited-text-body';
import { toCitedTextPieces } from './to-cited-text-pieces';
import { type CitedTextRow, toMarkerRows } from './to-marker-rows';

const NONE = new Set<string>();

function rowsOf(cited: CitedText): CitedTextRow[] {
  return toMarkerRows(toCitedTextPieces(cited, { friendlyAnchors: true }), {
    messageKey: 'm1',
    variant: 'number',
    friendlyAnchors: true,
    labels: DEFAULT_CITATION_LABELS,
    links: false,
  });
}

/** Whether two lists hold the very same nodes (`toEqual` compares DOM nodes by structure). */
function sameNodes(a: readonly Node[], b: readonly Node[]): boolean {
  return a.length === b.length && a.every((node, i) => node === b[i]);
}

describe('CitedTextBody', () => {
  let renderer: Renderer2;

  beforeEach(() => {
    renderer = TestBed.inject(RendererFactory2).createRenderer(null, null);
  });

  /** What a server render leaves in the element once the browser has parsed its HTML. */
  function serverRendered(rows: readonly CitedTextRow[]): HTMLElement {
    const server = document.createElement('div');
    new CitedTextBody(renderer, server).render(rows, NONE);
    const parsed = document.createElement('div');
    parsed.innerHTML = server.innerHTML;
    return parsed;
  }

  it('takes over the nodes of a server render, splitting the runs the parser merged', () => {
    // The sample has two adjacent text runs (a claim starts inside the first sentence).
    const rows = rowsOf(sampleCitedText());
    const root = serverRendered(rows);
    const html = root.innerHTML;
    const triggers = [...root.querySelectorAll('button')];
    const textRows = rows.filter((row) => row.kind === 'text').length;
    expect(root.childNodes.length).toBeLessThan(rows.length);

    new CitedTextBody(renderer, root).render(rows, NONE);
    expect(sameNodes([...root.querySelectorAll('button')], triggers)).toBe(true);
    expect(root.innerHTML).toBe(html);
    expect(root.childNodes).toHaveLength(rows.length);
    expect([...root.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)).toHaveLength(
      textRows,
    );
  });

  it('replaces, without doubling, a server render that shows something else', () => {
    const root = serverRendered(rowsOf({ text: 'Something else.', citations: [] }));
    const rows = rowsOf(sampleCitedText());
    new CitedTextBody(renderer, root).render(rows, NONE);
    expect(root.querySelectorAll('agui-citation-marker')).toHaveLength(4);
    const text = [...root.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(text.map((node) => node.textContent).join('')).toBe(sampleCitedText().text);
  });
});
