import type {
  CitationDiagnosticCode,
  CitationOccurrence,
  CitationSourceFields,
  PartOffsetConverter,
  SourceLocation,
  TextPart,
} from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  createPartOffsetConverter,
  firstString,
  isRecord,
} from 'ngx-ag-ui/core';
import type { LangChainMessage } from './langchain-message';

type Report = (code: CitationDiagnosticCode, message: string) => void;
type Fields = Readonly<Record<string, unknown>>;

/** A displayed text block with its annotations and its place in the payload (for diagnostics). */
interface TextBlock extends TextPart {
  readonly annotations: readonly unknown[];
  readonly label: string;
}

/** `source` values whose indices point into the source document (LangChain's translators). */
const SOURCE_SIDE = { char: 'char', page: 'page', block: 'block', search: 'block' } as const;

/**
 * Citations of a LangChain AIMessage with content blocks (format `langchain.content-blocks`).
 *
 * v1 standard content blocks: `contentBlocks` is read when present (the standard translation of
 * provider-native content), else `content`.
 *
 * - Display text: the `text` of every text block, concatenated; other blocks are skipped.
 * - Offset unit: **code points** by default (assumed: LangChain passes provider numbers
 *   through), relative to the annotation's text block, end exclusive. `options.offsetUnit`
 *   overrides the unit.
 * - Claim and marker: `[startIndex, endIndex)` is the claim (equal indices are a point marker);
 *   the marker sits at the claim end (trailing whitespace skipped). When `source` is `char`,
 *   `page`, `block` or `search`, or the indices are not integers (`null`, `NaN`), the indices
 *   point into the source (LangChain's Anthropic translator): the whole text block is the claim
 *   and integer indices are kept as `locations`.
 * - Sources: `url`, `title`, `citedText` as snippet; deduplicated by URL, else by `id`, else by
 *   title.
 *
 * @param payload One AIMessage (or its serialised form).
 * @param options `offsetUnit` (default `'codepoint'`) and `streaming`.
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * const cited = fromLangChainMessage(await model.invoke(messages));
 */
export const fromLangChainMessage = createCitationAdapter<LangChainMessage | null | undefined>(
  'codepoint',
  function fromLangChainMessage(payload, { offsetUnit, streaming, diagnostics }) {
    const report: Report = (code, message) => diagnostics.push({ code, message });
    const toDisplayOffset = createPartOffsetConverter(offsetUnit, 'text block', diagnostics);

    const blocks = readBlocks(payload, report);
    const text = blocks.map((block) => block.text).join('');
    const occurrences: CitationOccurrence[] = [];
    for (const block of blocks) {
      block.annotations.forEach((annotation, j) => {
        const label = `${block.label}.annotations[${j}]`;
        if (!isRecord(annotation)) {
          report('dropped-entry', `${label}: not an object; dropped`);
          return;
        }
        if (annotation['type'] !== 'citation') return;
        occurrences.push(readCitation(annotation, block, label, toDisplayOffset));
      });
    }

    return buildCitedText(text, occurrences, { provider: 'langchain', streaming });
  },
);

function readBlocks(payload: unknown, report: Report): TextBlock[] {
  if (!isRecord(payload)) {
    report('schema-violation', 'payload is not a message object; no text, no citations');
    return [];
  }
  const standard = payload['contentBlocks'];
  const key = Array.isArray(standard) ? 'contentBlocks' : 'content';
  const content = payload[key];
  if (typeof content === 'string') {
    return [{ text: content, base: 0, last: true, annotations: [], label: 'content' }];
  }
  if (!Array.isArray(content)) {
    report('schema-violation', 'content is neither a string nor an array; no text, no citations');
    return [];
  }
  const blocks: TextBlock[] = [];
  let base = 0;
  content.forEach((block: unknown, i) => {
    if (typeof block === 'string') {
      blocks.push({ text: block, base, last: false, annotations: [], label: `${key}[${i}]` });
      base += block.length;
      return;
    }
    if (!isRecord(block) || typeof block['text'] !== 'string') return;
    if (block['type'] !== undefined && block['type'] !== 'text') return;
    const annotations = Array.isArray(block['annotations']) ? block['annotations'] : [];
    blocks.push({ text: block['text'], base, last: false, annotations, label: `${key}[${i}]` });
    base += block['text'].length;
  });
  if (blocks.length > 0) blocks[blocks.length - 1] = { ...blocks[blocks.length - 1], last: true };
  return blocks;
}

function readCitation(
  annotation: Fields,
  block: TextBlock,
  label: string,
  toDisplayOffset: PartOffsetConverter,
): CitationOccurrence {
  const start = annotation['startIndex'] ?? annotation['start_index'];
  const end = annotation['endIndex'] ?? annotation['end_index'];
  const sourceKind = firstString(annotation['source']);
  const sourceSide = sourceKind !== undefined && Object.hasOwn(SOURCE_SIDE, sourceKind);
  const integers = Number.isInteger(start) && Number.isInteger(end);
  const source = toSource(
    annotation,
    sourceSide && integers ? toLocation(sourceKind, start, end) : undefined,
  );
  const citedText = firstString(annotation['citedText'], annotation['cited_text']);
  const evidence = citedText === undefined ? {} : { citedText };

  if (sourceSide || !integers) {
    // The indices point into the source document (or are gone): the block is the claim.
    return {
      source,
      ...evidence,
      claimStart: block.base,
      claimEnd: block.base + block.text.length,
    };
  }
  if (start === end) {
    return { source, ...evidence, marker: toDisplayOffset(block, start, label) };
  }
  return {
    source,
    ...evidence,
    claimStart: toDisplayOffset(block, start, label),
    claimEnd: toDisplayOffset(block, end, label),
  };
}

function toSource(annotation: Fields, location: SourceLocation | undefined): CitationSourceFields {
  const title = firstString(annotation['title']);
  const id = firstString(annotation['id']);
  return {
    ...(location ? { kind: 'document' } : {}),
    title,
    url: firstString(annotation['url']),
    snippet: firstString(annotation['citedText'], annotation['cited_text']),
    identity: id ?? (title === undefined ? undefined : `title:${title}`),
    providerType: firstString(annotation['source']) ?? 'citation',
    ...(location ? { locations: [location] } : {}),
  };
}

function toLocation(sourceKind: string, start: unknown, end: unknown): SourceLocation | undefined {
  const kind = SOURCE_SIDE[sourceKind as keyof typeof SOURCE_SIDE];
  return typeof start === 'number' && typeof end === 'number' ? { kind, start, end } : undefined;
}
