import type { CitationDiagnostic, OffsetUnit } from '../../citation';
import type { CitationOccurrence, ConvertedOffset } from '../../citation-occurrence';
import { createOffsetConverter } from '../../convert-offset';

/** One text part of an OpenAI answer, placed in the concatenated display text. */
export interface OpenAITextPart {
  /** The part's own text: annotation offsets are relative to it. */
  readonly text: string;
  /** UTF-16 offset of the part in the display text. */
  readonly base: number;
  /** Whether it is the last part (only there can an offset lie beyond the text received so far). */
  readonly last: boolean;
  /** Where the part sits in the payload, for diagnostics (`output[1].content[0]`). */
  readonly label: string;
  readonly annotations: unknown;
}

/**
 * Reads the annotations of one OpenAI text part (Responses `output_text` or a Chat Completion
 * message) into occurrences with UTF-16 offsets into the display text:
 * - `url_citation` (flat, or nested under `url_citation` in Chat Completions): a claim
 *   `[start_index, end_index)`, the marker derived from its end;
 * - `file_citation`: a point marker at `index` (duplicates of one file at one point collapse);
 * - `container_file_citation`: a claim;
 * - `file_path`: not a citation, ignored.
 *
 * An offset past the end of a part that is not the last is clamped to the part end, with a
 * diagnostic; past the end of the last part it stays `'beyond'` (pending while streaming).
 */
export function readOpenAIAnnotations(
  part: OpenAITextPart,
  unit: OffsetUnit,
  diagnostics: CitationDiagnostic[],
): CitationOccurrence[] {
  if (part.annotations === undefined || part.annotations === null) return [];
  if (!Array.isArray(part.annotations)) {
    diagnostics.push({ code: 'schema-violation', message: `${part.label}.annotations is not an array; ignored` });
    return [];
  }
  const toUtf16 = createOffsetConverter(part.text, unit);
  const convert = (value: unknown, label: string): ConvertedOffset | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number') return 'invalid';
    const converted = toUtf16(value);
    if (converted === 'invalid') return 'invalid';
    if (converted !== 'beyond') return part.base + converted;
    if (part.last) return 'beyond';
    diagnostics.push({
      code: 'offset-clamped',
      message: `${label}: offset ${value} is past the end of its part; clamped to the part end`,
    });
    return part.base + part.text.length;
  };

  const occurrences: CitationOccurrence[] = [];
  const filePoints = new Set<string>();
  part.annotations.forEach((annotation: unknown, i) => {
    const label = `${part.label}.annotations[${i}]`;
    if (!isRecord(annotation)) {
      diagnostics.push({ code: 'dropped-entry', message: `${label}: not an object; dropped` });
      return;
    }
    const type = annotation['type'];
    const fields = isRecord(annotation['url_citation']) ? annotation['url_citation'] : annotation;
    switch (type) {
      case 'url_citation': {
        const url = readString(fields['url']);
        const title = readString(fields['title']);
        occurrences.push({
          source: { kind: 'web', providerType: type, ...optional({ url, title }) },
          ...claim(convert(fields['start_index'], label), convert(fields['end_index'], label)),
        });
        return;
      }
      case 'file_citation': {
        const fileId = readString(annotation['file_id']);
        const marker = convert(annotation['index'], label);
        const point = `${fileId ?? `#${i}`}@${String(marker)}`;
        if (filePoints.has(point)) return;
        filePoints.add(point);
        occurrences.push({
          source: fileSource(annotation, type, fileId),
          ...(marker === undefined ? {} : { marker }),
        });
        return;
      }
      case 'container_file_citation': {
        const fileId = readString(annotation['file_id']);
        const containerId = readString(annotation['container_id']);
        occurrences.push({
          source: {
            ...fileSource(annotation, type, fileId),
            ...(containerId === undefined ? {} : { extra: { containerId } }),
          },
          ...claim(convert(annotation['start_index'], label), convert(annotation['end_index'], label)),
        });
        return;
      }
      case 'file_path':
        return;
      default:
        diagnostics.push({ code: 'unknown-annotation', message: `${label}: unknown annotation type ${describe(type)}; dropped` });
    }
  });
  return occurrences;
}

function fileSource(annotation: Record<string, unknown>, type: string, fileId: string | undefined) {
  const filename = readString(annotation['filename']);
  return {
    kind: 'file' as const,
    providerType: type,
    ...optional({ title: filename, filename, recordId: fileId }),
    ...(fileId === undefined ? {} : { identity: `file:${fileId}` }),
  };
}

function claim(start: ConvertedOffset | undefined, end: ConvertedOffset | undefined): Partial<CitationOccurrence> {
  return { ...(start === undefined ? {} : { claimStart: start }), ...(end === undefined ? {} : { claimEnd: end }) };
}

function optional(fields: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) present[key] = value;
  return present;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
}
