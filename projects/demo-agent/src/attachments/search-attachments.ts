import MiniSearch from 'minisearch';

import type { CorpusDocument } from '../corpus/corpus-document';
import { toSearchTerm, type CorpusHit } from '../corpus/corpus-index';
import type { ReadAttachment } from './read-attachments';

/** Attachment passages cited per answer at most (the corpus fills the rest). */
export const ATTACHMENT_HITS_PER_ANSWER = 2;

/**
 * Searches the paragraphs of the attachments with the settings of the corpus search; each hit is
 * a corpus document (title: the file name) that knows where its paragraph sits in the
 * attachment's text, so its citation can point the viewer at the passage.
 */
export function searchAttachments(
  attachments: readonly ReadAttachment[],
  query: string,
  limit = ATTACHMENT_HITS_PER_ANSWER,
): CorpusHit[] {
  const documents = attachments.flatMap(toParagraphDocuments);
  if (documents.length === 0) return [];
  const index = new MiniSearch<CorpusDocument>({
    fields: ['title', 'body'],
    processTerm: toSearchTerm,
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));
  return index
    .search(query)
    .slice(0, limit)
    .map((result) => ({
      document: byId.get(String(result.id)) as CorpusDocument,
      score: result.score,
      terms: result.terms,
    }));
}

function toParagraphDocuments(attachment: ReadAttachment, position: number): CorpusDocument[] {
  const text = attachment.text;
  if (!text) return [];
  const documents: CorpusDocument[] = [];
  let offset = 0;
  for (const [index, body] of text.split('\n\n').entries()) {
    documents.push({
      // Marker ids (`[^file-1-3]`) are slugs, as the corpus ids are.
      id: `file-${position + 1}-${index + 1}`,
      title: attachment.name,
      url: '',
      tags: [],
      body,
      attachment: { id: attachment.id, offset },
    });
    offset += body.length + 2;
  }
  return documents;
}
