import type {
  CitationDiagnostic,
  CitationDiagnosticCode,
  CitationSpan,
} from 'ngx-ag-ui/core/runtime';
import type { ConvertedOffset } from './citation-occurrence';
import { convertOffset } from './convert-offset';
import { describeValue } from './describe-value';
import { findNearestOccurrence } from './find-nearest-occurrence';

/** The position part of an occurrence, as `placeOccurrence` reads it (values not yet trusted). */
export interface OccurrencePosition {
  readonly marker?: unknown;
  readonly claimStart?: unknown;
  readonly claimEnd?: unknown;
  readonly anchorText?: unknown;
  readonly citedText?: unknown;
  readonly confidence?: unknown;
}

interface Claim {
  readonly start: number;
  readonly end: number;
}

/**
 * Places one occurrence in `text` (docs/citations.md §B.1, §B.2, §B.3 and §B.5): validates and
 * clamps the offsets, re-anchors the claim on its text, derives the marker from the claim when
 * there is no explicit one. Returns `null` when there is no marker at all (the source stays
 * listed). Pushes a diagnostic for everything dropped or repaired.
 */
export function placeOccurrence(
  text: string,
  occurrence: OccurrencePosition,
  streaming: boolean,
  label: string,
  diagnostics: CitationDiagnostic[],
): CitationSpan | null {
  const report = (code: CitationDiagnosticCode, message: string): void => {
    diagnostics.push({ code, message: `${label}: ${message}` });
  };
  const marker = readOffset(text, occurrence.marker);
  const claim = placeClaim(text, occurrence, streaming, report);

  let markerOffset: number | 'pending' | null = null;
  if (marker === 'invalid') {
    report(
      'invalid-offset',
      `marker offset ${describe(occurrence.marker)} is not a non-negative integer; no marker`,
    );
  } else if (marker === 'beyond') {
    if (streaming) markerOffset = 'pending';
    else {
      report(
        'offset-clamped',
        `marker offset ${describe(occurrence.marker)} is past the end; clamped to ${text.length}`,
      );
      markerOffset = text.length;
    }
  } else if (marker !== undefined) {
    markerOffset = marker;
  }

  if (markerOffset === null && marker === undefined) {
    if (claim === 'pending') markerOffset = 'pending';
    else if (claim) markerOffset = deriveMarker(text, claim);
  }
  if (markerOffset === null) return null;

  const pending = markerOffset === 'pending';
  const hasClaim = claim !== null && claim !== 'pending';
  const citedText = typeof occurrence.citedText === 'string' ? occurrence.citedText : undefined;
  const confidence =
    typeof occurrence.confidence === 'number' && Number.isFinite(occurrence.confidence)
      ? occurrence.confidence
      : undefined;
  const span: CitationSpan = {
    markerOffset: markerOffset === 'pending' ? text.length : markerOffset,
    ...(hasClaim ? { claimStart: claim.start, claimEnd: claim.end } : {}),
    ...(citedText === undefined ? {} : { citedText }),
    ...(confidence === undefined ? {} : { confidence }),
    status: pending ? 'pending' : 'final',
  };
  return span;
}

/** Reads an offset an adapter gave (already UTF-16, but not trusted): `undefined` when absent. */
function readOffset(text: string, value: unknown): ConvertedOffset | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === 'beyond' || value === 'invalid') return value;
  // Re-running the UTF-16 check moves an offset out of a surrogate pair (rule 1).
  return typeof value === 'number' ? convertOffset(text, value, 'utf16') : 'invalid';
}

function placeClaim(
  text: string,
  occurrence: OccurrencePosition,
  streaming: boolean,
  report: (code: CitationDiagnosticCode, message: string) => void,
): Claim | 'pending' | null {
  let start = readOffset(text, occurrence.claimStart);
  let end = readOffset(text, occurrence.claimEnd);
  if (start === undefined && end === undefined) return null;
  if (start === undefined || end === undefined) {
    report('invalid-claim', 'claim has only one end; no claim');
    return null;
  }
  if (start === 'invalid' || end === 'invalid') {
    const which = start === 'invalid' ? occurrence.claimStart : occurrence.claimEnd;
    report(
      'invalid-offset',
      `claim offset ${describe(which)} is not a non-negative integer; no claim`,
    );
    return null;
  }
  if (streaming && (start === 'beyond' || end === 'beyond')) return 'pending';

  const anchor = occurrence.anchorText;
  if (typeof anchor === 'string' && anchor !== '') {
    const from = start === 'beyond' ? text.length : start;
    const to = end === 'beyond' ? text.length : end;
    if (text.slice(from, to) !== anchor) {
      const found = findNearestOccurrence(text, anchor, from);
      if (found !== null) {
        report(
          're-anchored',
          `claim ${from}..${to} moved to ${found}..${found + anchor.length} to match its text`,
        );
        start = found;
        end = readOffset(text, found + anchor.length) as number;
      }
    }
  }

  if (start === 'beyond') {
    report(
      'claim-dropped',
      `claim start ${describe(occurrence.claimStart)} is past the end; no claim`,
    );
    return null;
  }
  if (end === 'beyond') {
    report(
      'offset-clamped',
      `claim end ${describe(occurrence.claimEnd)} is past the end; clamped to ${text.length}`,
    );
    end = text.length;
  }
  if (start >= end) {
    report('claim-dropped', `claim ${start}..${end} is empty or reversed; no claim`);
    return null;
  }
  return { start, end };
}

/** Rule 3: at the claim end, moved left past whitespace, never before the claim start. */
function deriveMarker(text: string, claim: Claim): number {
  let offset = claim.end;
  while (offset > claim.start && /\s/.test(text[offset - 1])) offset--;
  return offset;
}

function describe(value: unknown): string {
  if (typeof value === 'number' || value === 'beyond' || value === 'invalid') return String(value);
  return describeValue(value);
}
