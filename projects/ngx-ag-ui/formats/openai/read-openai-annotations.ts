import type {
  CitationDiagnostic,
  CitationOccurrence,
  ConvertedOffset,
  OffsetUnit,
  TextPart,
} from 'ngx-ag-ui/core';
import { createPartOffsetConverter, describeValue, firstString, isRecord } from 'ngx-ag-ui/core';

/** One `output_text` part (or Chat Completion message) of an OpenAI answer: offsets are relative to it. */
export interface OpenAITextPart extends TextPart {
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
 * A `url_citation` without a url is dropped with a diagnostic, as is (in `buildCitedText`) a
 * file citation with neither file id nor filename.
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
    diagnostics.push({
      code: 'schema-violation',
      message: `${part.label}.annotations is not an array; ignored`,
    });
    return [];
  }
  const toDisplayOffset = createPartOffsetConverter(unit, 'part', diagnostics);
  const convert = (value: unknown, label: string): ConvertedOffset | undefined =>
    value === undefined || value === null ? undefined : toDisplayOffset(part, value, label);

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
        const url = firstString(fields['url']);
        const title = firstString(fields['title']);
        if (url === undefined) {
          // A url_citation is its URL: without one (a Chat Completions annotation that lost its
          // url_citation body) it would be listed as a "Source n" that goes nowhere.
          diagnostics.push({
            code: 'dropped-entry',
            message: `${label}: url_citation without a url; dropped`,
          });
          return;
        }
        occurrences.push({
          source: { kind: 'web', providerType: type, ...optional({ url, title }) },
          ...claim(convert(fields['start_index'], label), convert(fields['end_index'], label)),
        });
        return;
      }
      case 'file_citation': {
        const fileId = firstString(annotation['file_id']);
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
        const fileId = firstString(annotation['file_id']);
        const containerId = firstString(annotation['container_id']);
        occurrences.push({
          source: {
            ...fileSource(annotation, type, fileId),
            ...(containerId === undefined ? {} : { extra: { containerId } }),
          },
          ...claim(
            convert(annotation['start_index'], label),
            convert(annotation['end_index'], label),
          ),
        });
        return;
      }
      case 'file_path':
        return;
      default:
        diagnostics.push({
          code: 'unknown-annotation',
          message: `${label}: unknown annotation type ${describeValue(type)}; dropped`,
        });
    }
  });
  return occurrences;
}

function fileSource(annotation: Record<string, unknown>, type: string, fileId: string | undefined) {
  const filename = firstString(annotation['filename']);
  return {
    kind: 'file' as const,
    providerType: type,
    ...optional({ title: filename, filename, recordId: fileId }),
    ...(fileId === undefined ? {} : { identity: `file:${fileId}` }),
  };
}

function claim(
  start: ConvertedOffset | undefined,
  end: ConvertedOffset | undefined,
): Partial<CitationOccurrence> {
  return {
    ...(start === undefined ? {} : { claimStart: start }),
    ...(end === undefined ? {} : { claimEnd: end }),
  };
}

function optional(fields: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) present[key] = value;
  return present;
}
