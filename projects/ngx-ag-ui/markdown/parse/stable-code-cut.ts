import type { Code } from 'mdast';

import { type CutBlock, type CutParser, lineStart } from './stable-block-cut';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The stable start of a streaming fenced code block: its complete lines. Code is not re-read by
 * later text (only a closing fence ends it), so each complete line is parsed once, after the
 * opening fence line, and its value appended; an update parses only the fence line and the line
 * being written. The line that may be a closing fence, or a lone CR (a line ending this split
 * does not follow), leaves the whole block to a full parse.
 */
export class StableCodeCut {
  private from = -1;
  private context = '';
  private at = 0;
  private fence = '';
  private value = '';
  private lines = 0;

  /** Forgets the block (another one is last, or the text changed in place). */
  reset(): void {
    this.from = -1;
  }

  /** The last block, a fenced code block, parsed from its last line on; null: parse it whole. */
  parseEnd(text: string, last: CutBlock, parse: CutParser): CutBlock[] | null {
    if (last.node.type !== 'code') return null;
    if (this.from !== last.start && !this.begin(text, last.start)) return null;
    const end = text.lastIndexOf('\n') + 1;
    if (end > this.at) {
      const segment = text.slice(this.at, end);
      const value = this.valueOf(segment, parse);
      if (value === null) return null;
      this.value = this.lines > 0 ? `${this.value}${this.ending(text)}${value}` : value;
      this.lines += segment.split('\n').length - 1;
      this.at = end;
    }
    const rest = text.slice(this.at);
    if (this.mayClose(rest)) return null;
    const parsed = parse(this.context + rest, this.at - this.context.length);
    const first = parsed[0];
    if (parsed.length !== 1 || first.node.type !== 'code') return null;
    const kept = this.lines > 0 ? `${this.value}${this.ending(text)}` : '';
    // Nothing of the line shows (it is empty, or held back as a closing fence being written).
    const value = first.limit === this.at ? this.value : `${kept}${first.node.value}`;
    const node: Code = {
      ...first.node,
      value,
      position: { start: last.node.position!.start, end: first.node.position!.end },
    };
    return [{ start: last.start, end: first.end, node, limit: first.limit }];
  }

  private begin(text: string, start: number): boolean {
    this.from = -1;
    const lineAt = lineStart(text, start);
    const open = text.indexOf('\n', lineAt) + 1;
    const fence = FENCE.exec(text.slice(lineAt, open))?.[1];
    if (!fence || open === 0) return false;
    this.from = start;
    this.context = text.slice(lineAt, open);
    this.fence = fence;
    this.at = open;
    this.value = '';
    this.lines = 0;
    return true;
  }

  /** The line ending the kept code ends with (the parser keeps CR LF in a code value). */
  private ending(text: string): string {
    return text[this.at - 2] === '\r' ? '\r\n' : '\n';
  }

  /** The code of complete lines, parsed after the fence line; null if one may close it. */
  private valueOf(segment: string, parse: CutParser): string | null {
    const closer = new RegExp(`^ {0,3}\\${this.fence[0]}{${this.fence.length},}[ \\t]*\\r?$`);
    if (/\r(?!\n)/.test(segment) || segment.split('\n').some((line) => closer.test(line)))
      return null;
    const parsed = parse(this.context + segment, 0);
    return parsed.length === 1 && parsed[0].node.type === 'code' ? parsed[0].node.value : null;
  }

  /**
   * Whether the line being written closes the block, or holds a lone CR. (A shorter run of the
   * fence's character is held back by the repair, in the whole block as here.)
   */
  private mayClose(line: string): boolean {
    const closer = `^ {0,3}\\${this.fence[0]}{${this.fence.length},}[ \\t]*\\r?$`;
    return /\r(?!\n|$)/.test(line) || new RegExp(closer).test(line);
  }
}
