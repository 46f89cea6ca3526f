const LETTER = /\p{L}/u;

/** A line of only `-`, `=`, `|`, `:` and blanks: it may make a paragraph a heading or a table. */
const UNDERLINE = /[-=|: \t\r]/;

/**
 * Candidate cuts of a paragraph while it streams: word starts right after a space, at a letter.
 * The part after such a cut starts no block and its delimiters and autolink literals see a space
 * before them whether it is parsed alone or after the rest, so it parses alone as it does in the
 * paragraph (given that nothing before the cut is left open: see `StableParagraphPrefix`). Its
 * later lines are continuation lines either way; a line that ends the paragraph (a list item, a
 * heading) shows as a second block when the part is parsed, and the whole paragraph is parsed
 * instead. A line of only `-`, `=`, `|`, `:` and blanks (a setext underline, a table's delimiter
 * row) re-reads the lines before it, so there is no cut once one arrives. Scans each character
 * once over a paragraph's life.
 */
export class StableParagraphCut {
  private from = -1;
  private scanned = 0;
  /** A complete line that may be an underline or a delimiter row was seen: no cut at all. */
  private multiline = false;
  /** Where the line being scanned starts, and whether it is an underline so far. */
  private lineAt = -1;
  private underline = false;
  /** The last two candidates. */
  private candidates: [number, number] = [-1, -1];

  /**
   * The latest cut of the paragraph that starts at `from` in `text` that leaves at least the
   * last word after it (so the part after it is never only a word the streaming repair holds
   * back, like a URL being written), or -1 when there is none.
   */
  find(text: string, from: number): number {
    if (from !== this.from || text.length < this.scanned) this.reset(from);
    this.scan(text);
    // An empty last line cannot be an underline yet: its next character is checked when it comes.
    const underline = this.underline && this.lineAt < text.length;
    if (this.multiline || underline || !LETTER.test(text.charAt(from))) return -1;
    const [previous, last] = this.candidates;
    if (last === -1) return -1;
    // The word at `last` must be over (a space after it) for the cut to sit before it.
    return text.indexOf(' ', last) === -1 ? previous : last;
  }

  /** Forgets the paragraph (the text changed in place or another block is last). */
  reset(from = -1): void {
    this.from = from;
    this.scanned = Math.max(0, from);
    this.multiline = false;
    this.lineAt = -1;
    this.underline = false;
    this.candidates = [-1, -1];
  }

  private scan(text: string): void {
    for (let i = this.scanned; i < text.length && !this.multiline; i++) {
      const char = text[i];
      if (char === '\n') {
        this.multiline = this.underline;
        this.lineAt = i + 1;
        this.underline = true;
      } else if (this.underline && !UNDERLINE.test(char)) this.underline = false;
      if (i > this.from && text[i - 1] === ' ' && LETTER.test(char))
        this.candidates = [this.candidates[1], i];
    }
    this.scanned = text.length;
  }
}
