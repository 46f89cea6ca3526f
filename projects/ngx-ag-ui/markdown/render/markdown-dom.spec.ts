import { ɵProfilerEvent as ProfilerEvent } from '@angular/core';
import type { CitedText } from 'ngx-ag-ui/core';

import { citeAfter, renderMarkdown } from '../markdown-fixtures.test-helpers';

/** Angular's dev-mode global debugging helpers (published once a component is created). */
interface NgGlobal {
  ɵsetProfiler(profiler: ((event: ProfilerEvent) => void) | null): () => void;
  getComponent(element: Element): unknown;
}
const ng = () => (globalThis as unknown as { ng: NgGlobal }).ng;

/** Every text node under `root`, in document order. */
function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node as Text);
  return out;
}

/** A paragraph of `count` sentences, each cited by its own source. */
function citedParagraph(count: number): CitedText {
  const sentences = Array.from({ length: count }, (_, i) => `Claim number ${i} holds.`);
  const text = sentences.join(' ');
  return { text, citations: sentences.map((s, i) => citeAfter(text, s, i + 1)) };
}

describe('<agui-markdown> blocks built with Renderer2', () => {
  it('keeps the elements and text nodes of what a chunk did not change', async () => {
    const text = 'First **bold** paragraph.\n\nSecond paragraph grows';
    const { element, update } = await renderMarkdown({ text, citations: [] }, {}, true);
    const [first, second] = [...element.querySelectorAll('p')];
    const firstTexts = textNodes(first);
    const secondStart = textNodes(second)[0];
    await update({ text: `${text} and grows on.`, citations: [] }, true);
    const [firstAfter, secondAfter] = [...element.querySelectorAll('p')];
    expect(firstAfter).toBe(first);
    expect(textNodes(firstAfter)).toEqual(firstTexts);
    expect(firstAfter.querySelector('strong')).toBe(first.querySelector('strong'));
    // The growing paragraph is patched in place: the same element and text node, new text.
    expect(secondAfter).toBe(second);
    expect(textNodes(secondAfter)[0]).toBe(secondStart);
    expect(secondAfter.textContent).toBe('Second paragraph grows and grows on.');
  });

  it('renders markers as plain elements: no component and no template view per marker', async () => {
    /** Templates created while rendering `cited` (views of any kind, components included). */
    const viewsFor = async (cited: CitedText) => {
      let created = 0;
      const stop = ng().ɵsetProfiler((event) => {
        if (event === ProfilerEvent.TemplateCreateStart) created++;
      });
      const rendered = await renderMarkdown(cited);
      stop();
      return { created, ...rendered };
    };
    await renderMarkdown(citedParagraph(1));
    const one = await viewsFor(citedParagraph(1));
    const { created, element } = await viewsFor(citedParagraph(10));
    const markers = [...element.querySelectorAll('agui-citation-marker')];
    expect(markers).toHaveLength(10);
    for (const marker of markers) expect(ng().getComponent(marker)).toBeNull();
    // As many views for ten markers as for one: none per marker or per node.
    expect(created).toBe(one.created);
    expect(markers[3].querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
    expect(markers[3].querySelector('.agui-vh')?.textContent).toContain('Source 4');
    // Styled as <agui-cited-text>'s markers: the marker styles are in the document.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/agui-citation-marker \{[^}]*position: relative/);
    expect(css).toContain('.agui-marker-face {');
  });

  it('opens a marker card on click, and closes it on Escape with focus back on the marker', async () => {
    const { element, fixture } = await renderMarkdown(citedParagraph(3));
    const button = element.querySelectorAll<HTMLButtonElement>('button.agui-marker')[1];
    button.click();
    await fixture.whenStable();
    const card = button.parentElement?.querySelector('agui-citation-card');
    expect(card).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(card?.id);
    expect(card?.textContent).toContain('Source 2');
    card!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await fixture.whenStable();
    expect(element.querySelector('agui-citation-card')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('highlights a claim by wrapping its text runs, leaving the other text nodes as they were', async () => {
    const text = 'Before. The claim has **bold** words. After.';
    const cited = {
      text,
      citations: [citeAfter(text, 'words.', 1, 'The claim has **bold** words.')],
    };
    const { element, fixture } = await renderMarkdown(cited);
    const [before] = textNodes(element);
    const after = textNodes(element).find((node) => node.data === ' After.');
    const button = element.querySelector('button')!;
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await fixture.whenStable();
    expect([...element.querySelectorAll('mark')].map((mark) => mark.textContent).join('')).toBe(
      'The claim has bold words.',
    );
    expect(textNodes(element)[0]).toBe(before);
    expect(textNodes(element).find((node) => node.data === ' After.')).toBe(after);
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await fixture.whenStable();
    expect(element.querySelector('mark')).toBeNull();
    expect(element.querySelector('p')?.textContent).toContain('The claim has bold words.');
  });
});
