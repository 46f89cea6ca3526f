import { TestBed } from '@angular/core/testing';
import type { Citation } from 'ngx-ag-ui/core';

import { CitationCard } from '../card/citation-card';
import { aCitation } from '../citation-fixtures.test-helpers';
import { AG_UI_CITATION_SOURCE_OPENER } from './citation-source-opener';

describe('AG_UI_CITATION_SOURCE_OPENER', () => {
  const fileCitation = aCitation({ id: 'f', index: 1, title: 'notes.md', snippet: 'The window.' });
  const webCitation = aCitation({ id: 'w', index: 2, title: 'Guide', url: 'https://angular.dev/' });

  async function render(citation: Citation, opener?: { canOpen: () => boolean }) {
    const opened: [Citation, HTMLElement][] = [];
    if (opener)
      TestBed.configureTestingModule({
        providers: [
          {
            provide: AG_UI_CITATION_SOURCE_OPENER,
            useValue: {
              canOpen: (c: Citation) => c.id === 'f' && opener.canOpen(),
              open: (c: Citation, origin: HTMLElement) => opened.push([c, origin]),
            },
          },
        ],
      });
    const fixture = TestBed.createComponent(CitationCard);
    fixture.componentRef.setInput('citation', citation);
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    const button = [...root.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Show the passage',
    );
    return { root, button, opened };
  }

  it('gives the card a button that opens the source at its passage, from the card', async () => {
    const { root, button, opened } = await render(fileCitation, { canOpen: () => true });
    button?.click();
    expect(opened).toEqual([[fileCitation, root]]);
  });

  it('shows no button for a source the opener cannot open, nor without an opener', async () => {
    expect((await render(webCitation, { canOpen: () => true })).button).toBeUndefined();
    TestBed.resetTestingModule();
    expect((await render(fileCitation)).button).toBeUndefined();
  });
});
