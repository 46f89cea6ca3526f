import type { CitationDiagnostic, OffsetUnit } from 'ngx-ag-ui/core/runtime';
import type { ConvertedOffset } from './citation-occurrence';
import { createOffsetConverter } from './convert-offset';

/** One displayed text part of a multi-part answer, placed in the concatenated display text. */
export interface TextPart {
  /** The part's own text: the provider's offsets are relative to it. */
  readonly text: string;
  /** UTF-16 offset of the part in the display text. */
  readonly base: number;
  /** Whether the part ends the display text (only its offsets may lie beyond the text so far). */
  readonly last: boolean;
}

/** Converts one part-relative provider offset; `label` names it in a diagnostic. */
export type PartOffsetConverter = (
  part: TextPart,
  offset: unknown,
  label: string,
) => ConvertedOffset;

/**
 * A converter of part-relative provider offsets (Gemini parts, Cohere content items, LangChain
 * blocks, OpenAI `output_text` parts) into UTF-16 offsets into the whole display text: the
 * offset is converted within its part, then shifted by the part's `base`.
 *
 * - Not a number: `'invalid'`; invalid in `unit`: `'invalid'`.
 * - Past the end of the last part: `'beyond'` (pending while streaming, clamped when final).
 * - Past the end of an earlier part: clamped to that part's end, with an `'offset-clamped'`
 *   diagnostic naming the part as `partName`.
 *
 * Each part's mapping is computed once, on its first offset.
 */
export function createPartOffsetConverter(
  unit: OffsetUnit,
  partName: string,
  diagnostics: CitationDiagnostic[],
): PartOffsetConverter {
  const converters = new Map<TextPart, (offset: number) => ConvertedOffset>();
  return (part, offset, label) => {
    if (typeof offset !== 'number') return 'invalid';
    let convert = converters.get(part);
    if (convert === undefined) {
      convert = createOffsetConverter(part.text, unit);
      converters.set(part, convert);
    }
    const converted = convert(offset);
    if (converted === 'invalid') return 'invalid';
    if (converted !== 'beyond') return part.base + converted;
    if (part.last) return 'beyond';
    // Only the last part can still be growing; past the end of an earlier one is bad data.
    diagnostics.push({
      code: 'offset-clamped',
      message: `${label}: offset ${offset} is past the end of its ${partName}; clamped to its end`,
    });
    return part.base + part.text.length;
  };
}
