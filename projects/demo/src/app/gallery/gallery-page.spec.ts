import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { renderCitationMarkers } from 'ngx-ag-ui/core';

import { GALLERY_ENTRIES } from './gallery-entries';
import { GalleryPage } from './gallery-page';

describe('GalleryPage', () => {
  it('has one entry per format adapter', () => {
    expect(GALLERY_ENTRIES.map((entry) => entry.adapter).sort()).toEqual([
      'fromAblyAnnotations',
      'fromAgentforceMessage',
      'fromAnthropicMessage',
      'fromBedrockConverse',
      'fromBedrockKnowledgeBase',
      'fromCohereResponse',
      'fromGeminiResponse',
      'fromLangChainMessage',
      'fromMistralMessage',
      'fromMoveworksPlugin',
      'fromOpenAIChatCompletion',
      'fromOpenAIResponse',
      'fromPerplexityCompletion',
      'fromVercelUIMessage',
    ]);
  });

  it('renders every sample with its markers, sources and plain-text rendering', async () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    const fixture = TestBed.createComponent(GalleryPage);
    await fixture.whenStable();
    const cards = (fixture.nativeElement as HTMLElement).querySelectorAll('article');
    expect(cards).toHaveLength(GALLERY_ENTRIES.length);
    GALLERY_ENTRIES.forEach((entry, i) => {
      const cited = entry.cite();
      const card = cards[i];
      expect(card.querySelector('h3')?.textContent).toBe(entry.name);
      expect(card.querySelector('figure pre')?.textContent).toBe(renderCitationMarkers(cited));
      const markers = cited.citations.reduce(
        (sum, citation) => sum + citation.spans.filter((s) => s.status === 'final').length,
        0,
      );
      expect(card.querySelectorAll('agui-cited-text agui-citation-marker')).toHaveLength(markers);
      expect(card.querySelectorAll('agui-sources ol > li')).toHaveLength(cited.citations.length);
      expect(cited.citations.length).toBeGreaterThan(0);
    });
  });
});
