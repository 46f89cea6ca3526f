/**
 * Characters after which the inline parse of a paragraph's text could depend on what follows:
 * delimiters of emphasis, strikethrough, code spans, links, images and footnote calls, raw HTML
 * and autolinks (`<`, `>`), escapes and character references, GFM autolink literals (`:`, `@`),
 * table cells (`|`), and line endings (soft and hard breaks, setext underlines, table delimiter
 * rows, a next line that starts a block). NUL is replaced by the parser, so it is not literal.
 */
const UNSTABLE = /[*_`~[\]!<>\\&:@|^\n\r\0]/;
const LETTER = /\p{L}/u;
/** `www.` starts an autolink literal after a space; it may be split across chunks. */
const WWW = /^www\./i;

/**
 * Finds, while a paragraph streams, where its text can be cut so that parsing the part after
 * the cut alone gives the same nodes as parsing the whole paragraph: the part before the cut is
 * plain text (none of `UNSTABLE`, no `www.`) that no later text can turn into anything else, and
 * the cut is right after a space, before a letter, so the part after starts no block, and its
 * delimiters and autolink literals see a space before them either way. The paragraph must be
 * one line (a line ending can make it a heading or a table, or end it): there is no cut once
 * one arrives. Scans each character once over a paragraph's life (chunks only append).
 */
export class StableParagraphCut {
  private from = -1;
  private scanned = 0;
  /** An unstable character was seen: no later cut, the earlier ones still hold. */
  private stopped = false;
  /** A line ending was seen: no cut at all. */
  private multiline = false;
  /** The last two cut candidates (word starts after a space in the plain text). */
  private candidates: [number, number] = [-1, -1];

  /**
   * The cut for the paragraph that starts at `from` in `text`, or -1 when there is none. The
   * cut leaves at least the last word after it, so the part after the cut is never only a
   * word that the streaming repair holds back (a URL being written).
   */
  find(text: string, from: number): number {
    if (from !== this.from || text.length < this.scanned) this.reset(from);
    this.scan(text);
    if (this.multiline || !LETTER.test(text.charAt(from))) return -1;
    const [previous, last] = this.candidates;
    if (last === -1) return -1;
    // The word at `last` must be over (a space after it) for the cut to sit before it.
    const wordEnd = text.indexOf(' ', last);
    return wordEnd === -1 ? previous : last;
  }

  /** Forgets the paragraph (the text changed in place or another block is last). */
  reset(from = -1): void {
    this.from = from;
    this.scanned = Math.max(0, from);
    this.stopped = false;
    this.multiline = false;
    this.candidates = [-1, -1];
  }

  private scan(text: string): void {
    for (let i = this.scanned; i < text.length; i++) {
      const char = text[i];
      if (char === '\n' || char === '\r') {
        this.multiline = true;
        this.scanned = text.length;
        return;
      }
      if (this.stopped) continue;
      if (UNSTABLE.test(char)) {
        this.stopped = true;
        continue;
      }
      if (i > this.from && text[i - 1] === ' ' && LETTER.test(char)) {
        // `www.` may still be arriving: decide once four characters are in.
        if (i + 4 > text.length) {
          this.scanned = i;
          return;
        }
        if (WWW.test(text.slice(i, i + 4))) {
          this.stopped = true;
          continue;
        }
        this.candidates = [this.candidates[1], i];
      }
    }
    this.scanned = text.length;
  }
}
