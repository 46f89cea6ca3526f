/** The identifier mdast gives a label: CommonMark's label normalisation, lower-cased. */
export function toIdentifier(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();
}

/** Longest label CommonMark accepts (999 characters) with its brackets. */
const MAX_BRACKETED = 1001;

/**
 * Scans `text` from `from` to `to` for bracketed runs `[…]` (innermost first, escapes skipped),
 * reporting each one's identifier and where its `[` is. Every link, image or footnote reference
 * is such a run, so the labels found over-approximate the labels the text may reference.
 * Returns where the next scan resumes (past an escaped character).
 */
function scanBrackets(
  text: string,
  from: number,
  to: number,
  open: number[],
  found: (identifier: string, at: number) => void,
): number {
  let i = from;
  for (; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5c) i++;
    else if (code === 0x5b) open.push(i);
    else if (code === 0x5d && open.length > 0) {
      const start = open.pop()!;
      if (i - start <= MAX_BRACKETED) found(toIdentifier(text.slice(start + 1, i)), start);
    }
  }
  return i;
}

/** The identifiers of the bracketed runs of `source` (a footnote's as `^label`). */
export function toBracketedLabels(source: string): Set<string> {
  const labels = new Set<string>();
  scanBrackets(source, 0, source.length, [], (identifier) => labels.add(identifier));
  return labels;
}

/**
 * Where each bracketed label of a growing text is, scanned once per character over a stream: a
 * definition that arrives late finds the earlier blocks that may reference it without a scan of
 * the whole text.
 */
export class ReferenceLabelIndex {
  private scanned = 0;
  private open: number[] = [];
  private places = new Map<string, number[]>();

  /** Scans what `text` adds to the text seen so far (`extended`), or all of it again. */
  advance(text: string, extended: boolean): void {
    if (!extended || text.length < this.scanned) {
      this.scanned = 0;
      this.open = [];
      this.places = new Map();
    }
    this.scanned = scanBrackets(text, this.scanned, text.length, this.open, (identifier, at) => {
      const list = this.places.get(identifier);
      if (list) list.push(at);
      else this.places.set(identifier, [at]);
    });
  }

  /** Offsets of the `[` of each run whose label is `identifier`. */
  offsetsOf(identifier: string): readonly number[] {
    return this.places.get(identifier) ?? [];
  }
}
