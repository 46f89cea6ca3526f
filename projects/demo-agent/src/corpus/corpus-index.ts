import MiniSearch from 'minisearch';

import { ANGULAR_DOCUMENTS } from './angular-documents';
import type { CorpusDocument } from './corpus-document';
import { WEB_DOCUMENTS } from './web-documents';

/** Every page the demo agent can cite. */
export const CORPUS: readonly CorpusDocument[] = [...ANGULAR_DOCUMENTS, ...WEB_DOCUMENTS];

/** One search hit: the page and its relevance score (higher is better). */
export interface CorpusHit {
  readonly document: CorpusDocument;
  readonly score: number;
  /** Query terms (after stemming-free normalisation) that matched this page. */
  readonly terms: readonly string[];
}

/** Options of `searchCorpus`. */
export interface CorpusSearchOptions {
  /** Page ids to leave out (pages a previous answer already cited). */
  readonly exclude?: ReadonlySet<string>;
  /** Most hits returned. */
  readonly limit?: number;
}

/** Words that carry no topic: a question made only of them has nothing to search for. */
const STOP_WORDS = new Set(
  (
    'a about an and are as at be but by can could did do does doing for from had has have how i if in into ' +
    'is it its me more my of on or please should so tell than that the their them then there these this ' +
    'those to too us use used using was we what when where which who why will with would you your ' +
    'explain work works working show give know want need get got go also just some any much many very ' +
    'really thing things again else other another details detail elaborate continue keep going expand ' +
    'anything go on ok okay yes sure'
  ).split(' '),
);

/** Lower-cases a term and drops stop words (MiniSearch `processTerm`). */
export function toSearchTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
}

/** The topic words of a text: what `searchCorpus` would look for. */
export function topicTerms(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}@:.-]+/u)
    .map((word) => word.replace(/^[.:-]+|[.:-]+$/g, ''))
    .map(toSearchTerm)
    .filter((term): term is string => term !== null);
}

function createIndex(): MiniSearch<CorpusDocument> {
  const index = new MiniSearch<CorpusDocument>({
    fields: ['title', 'tagText', 'body'],
    extractField: (document, field) =>
      field === 'tagText'
        ? document.tags.join(' ')
        : String(document[field as keyof CorpusDocument]),
    processTerm: toSearchTerm,
    searchOptions: {
      boost: { title: 3, tagText: 2 },
      // Short terms ("inp", "css") would prefix-match unrelated words ("input", "cssom").
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    },
  });
  index.addAll([...CORPUS]);
  return index;
}

const INDEX = createIndex();
const BY_ID = new Map(CORPUS.map((document) => [document.id, document]));

/**
 * Full-text search over the bundled corpus (MiniSearch: BM25 with prefix and fuzzy matching,
 * title and tags boosted). Deterministic: the same query always gives the same hits.
 *
 * @example
 * searchCorpus('How do computed signals work?', { limit: 3 })[0].document.id; // 'angular-computed'
 */
export function searchCorpus(query: string, options: CorpusSearchOptions = {}): CorpusHit[] {
  const exclude = options.exclude ?? new Set<string>();
  return INDEX.search(query)
    .filter((result) => !exclude.has(String(result.id)))
    .slice(0, options.limit ?? 5)
    .map((result) => ({
      document: BY_ID.get(String(result.id)) as CorpusDocument,
      score: result.score,
      terms: result.terms,
    }));
}
