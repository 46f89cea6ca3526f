import { CORPUS, searchCorpus, topicTerms } from './corpus-index';

describe('CORPUS', () => {
  it('holds 30 to 60 pages with unique ids and https URLs', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(CORPUS.length).toBeLessThanOrEqual(60);
    expect(new Set(CORPUS.map((document) => document.id)).size).toBe(CORPUS.length);
    expect(new Set(CORPUS.map((document) => document.url)).size).toBe(CORPUS.length);
    for (const document of CORPUS) expect(new URL(document.url).protocol).toBe('https:');
  });

  it('writes every page as at least three full sentences', () => {
    for (const document of CORPUS) {
      const sentences = document.body.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z@:].*[.!?]$/);
    }
  });
});

describe('searchCorpus', () => {
  it.each([
    ['How do computed signals work?', 'angular-computed'],
    ['What are server-sent events?', 'mdn-server-sent-events'],
    ['What is INP?', 'webdev-inp'],
    ['How do I support dark mode?', 'mdn-prefers-color-scheme'],
    ['Why are javascript: URLs dangerous?', 'mdn-javascript-urls'],
    ['How do I cancel a fetch request?', 'mdn-fetch'],
  ])('ranks the matching page first for "%s"', (query, id) => {
    expect(searchCorpus(query)[0].document.id).toBe(id);
  });

  it('returns related pages after the best one', () => {
    const ids = searchCorpus('How do I cancel a fetch request?', { limit: 3 }).map(
      (hit) => hit.document.id,
    );
    expect(ids).toContain('mdn-abortcontroller');
    expect(ids).toHaveLength(3);
  });

  it('leaves out excluded pages', () => {
    const ids = searchCorpus('computed signals', { exclude: new Set(['angular-computed']) }).map(
      (hit) => hit.document.id,
    );
    expect(ids).not.toContain('angular-computed');
    expect(ids[0]).toBe('angular-signals');
  });

  it('finds nothing for a question outside the corpus', () => {
    expect(searchCorpus('What is the capital of France?')).toEqual([]);
  });

  it('gives the same hits for the same query', () => {
    expect(searchCorpus('hydration')).toEqual(searchCorpus('hydration'));
  });
});

describe('topicTerms', () => {
  it('keeps topic words and drops stop words', () => {
    expect(topicTerms('Tell me more, please!')).toEqual([]);
    expect(topicTerms('How do I use @defer blocks?')).toEqual(['@defer', 'blocks']);
  });
});
