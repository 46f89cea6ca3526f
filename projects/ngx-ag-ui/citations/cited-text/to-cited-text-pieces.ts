import type { Citation, CitedText } from 'ngx-ag-ui/core';

/** A run of text between two boundaries (marker offsets, claim starts and ends). */
export interface CitedTextRun {
  readonly kind: 'text';
  /** Stable while streaming: the run's start offset. */
  readonly key: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** One marker: one citation at one offset (several spans of it there merge into one). */
export interface CitedTextMarker {
  readonly kind: 'marker';
  /** Stable while streaming: offset plus citation id. */
  readonly key: string;
  readonly offset: number;
  readonly citation: Citation;
  /** 1-based ordinal of this marker among the markers of the same citation. */
  readonly occurrence: number;
  /** Claims (half-open UTF-16 ranges) this marker supports, highlighted while it is active. */
  readonly claims: readonly (readonly [number, number])[];
  /**
   * Start of the friendly anchor this marker replaces: the citation's `label`, written right
   * before the marker, shown by the marker instead of as text (Moveworks-style anchors).
   */
  readonly anchorStart?: number;
}

/** Options of `toCitedTextPieces`. */
export interface CitedTextPiecesOptions {
  /** Whether a label written right before its marker becomes part of the marker. */
  readonly friendlyAnchors?: boolean;
}

/** What `<agui-cited-text>` renders, in document order. */
export type CitedTextPiece = CitedTextRun | CitedTextMarker;

/**
 * Splits a cited text into text runs and markers. Only `'final'` spans with a valid offset give
 * markers (pending ones stay hidden while streaming); markers at one offset come in ascending
 * display number; offsets are kept off the middle of a surrogate pair. With `friendlyAnchors`, a
 * citation's `label` written right before its first marker at that point moves into the marker.
 */
export function toCitedTextPieces(
  cited: CitedText,
  options: CitedTextPiecesOptions = {},
): CitedTextPiece[] {
  const text = cited.text;
  const markers = collectMarkers(text, cited.citations, options.friendlyAnchors === true);
  const boundaries = new Set<number>([0, text.length]);
  const anchors: [number, number][] = [];
  for (const marker of markers) {
    boundaries.add(marker.offset);
    for (const [start, end] of marker.claims) boundaries.add(start).add(end);
    if (marker.anchorStart !== undefined) {
      boundaries.add(marker.anchorStart);
      anchors.push([marker.anchorStart, marker.offset]);
    }
  }
  const cuts = [...boundaries].sort((a, b) => a - b);
  const pieces: CitedTextPiece[] = [];
  let next = 0;
  for (let i = 0; i < cuts.length; i++) {
    const at = cuts[i];
    while (next < markers.length && markers[next].offset === at) pieces.push(markers[next++]);
    const end = cuts[i + 1];
    if (end !== undefined && end > at && !anchors.some(([from, to]) => at >= from && end <= to)) {
      pieces.push({ kind: 'text', key: `t${at}`, start: at, end, text: text.slice(at, end) });
    }
  }
  return pieces;
}

function collectMarkers(
  text: string,
  citations: readonly Citation[],
  friendlyAnchors: boolean,
): CitedTextMarker[] {
  const byKey = new Map<
    string,
    { offset: number; citation: Citation; claims: [number, number][] }
  >();
  for (const citation of citations) {
    for (const span of citation.spans ?? []) {
      if (span.status !== 'final') continue;
      const offset = toBoundary(text, span.markerOffset);
      if (offset === null) continue;
      const key = `m${offset}:${citation.id}`;
      let entry = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { offset, citation, claims: [] }));
      const start = toBoundary(text, span.claimStart);
      const end = toBoundary(text, span.claimEnd);
      if (start !== null && end !== null && start < end) entry.claims.push([start, end]);
    }
  }
  const sorted = [...byKey.entries()].sort(
    ([, a], [, b]) => a.offset - b.offset || a.citation.index - b.citation.index,
  );
  const seen = new Map<string, number>();
  let previousOffset = -1;
  return sorted.map(([key, entry]) => {
    const occurrence = (seen.get(entry.citation.id) ?? 0) + 1;
    seen.set(entry.citation.id, occurrence);
    const first = entry.offset !== previousOffset;
    const lastBefore = previousOffset;
    previousOffset = entry.offset;
    const label = entry.citation.label;
    const anchorStart = label ? entry.offset - label.length : -1;
    // Only the first marker at a point takes its label, only when the label is written right
    // there, and never across another marker.
    const anchors =
      friendlyAnchors &&
      first &&
      label &&
      anchorStart >= lastBefore &&
      anchorStart >= 0 &&
      text.slice(anchorStart, entry.offset) === label;
    return anchors
      ? { kind: 'marker', key, occurrence, ...entry, anchorStart }
      : { kind: 'marker', key, occurrence, ...entry };
  });
}

/** A valid UTF-16 boundary for `offset` in `text`, or `null` for a value that is not one. */
function toBoundary(text: string, offset: number | undefined): number | null {
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) return null;
  const clamped = Math.min(offset, text.length);
  const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
  const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
  // The model never splits a pair; hand-written CitedText might, so move forward past it.
  if (clamped > 0 && clamped < text.length && isLowSurrogate(text.charCodeAt(clamped))) {
    return isHighSurrogate(text.charCodeAt(clamped - 1)) ? clamped + 1 : clamped;
  }
  return clamped;
}
