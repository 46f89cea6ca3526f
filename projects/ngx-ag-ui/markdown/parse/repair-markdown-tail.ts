/** The streaming tail as parsed: `text` (with synthetic closers) and how much of it is real. */
export interface RepairedTail {
  readonly text: string;
  /** Characters of `text` that come from the answer; the rest are closers the repair added. */
  readonly visibleLength: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const DEFINITION_LINE = /^ {0,3}\[[^\]]*\]:/;
const URL_PREFIXES = ['https://', 'http://', 'www.'];
const PENDING_LINE =
  /^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])(?:[ \t]+\[[ xX]?\]?)?|\d{1,9}|#{1,6}|>|\|?[ \t|:-]*|`{1,2}|~{1,2})[ \t]*$/;

/**
 * Repairs the end of a streaming Markdown block so it renders as its completed form or not at
 * all, never as text that later turns into something else: an open fence is closed; a last line
 * that is only the start of a block (`-`, `1.`, `#`, `>`, a table delimiter, a fence opener) is
 * held back; an unresolved `[`/`![` (link or image still being written) is held back; an open
 * code span and open emphasis are closed; delimiters with nothing after them are held back.
 */
export function repairMarkdownTail(source: string): RepairedTail {
  const lines = source.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const opener = FENCE.exec(lines[i])?.[1];
    if (!opener) continue;
    if (fence === null) {
      // A fence line still being written (its info string may change) waits for its newline.
      if (i === lines.length - 1)
        return {
          text: source.slice(0, source.length - lines[i].length),
          visibleLength: source.length - lines[i].length,
        };
      fence = opener;
    } else if (
      opener[0] === fence[0] &&
      opener.length >= fence.length &&
      lines[i].trim() === opener
    ) {
      fence = null;
    }
  }
  if (fence !== null) {
    // A closing fence still being written would show as code, then vanish: hold it back.
    const last = lines[lines.length - 1];
    if (lines.length > 1 && new RegExp(`^ {0,3}\\${fence[0]}+$`).test(last))
      source = source.slice(0, source.length - last.length);
    const text = `${source}${source.endsWith('\n') ? '' : '\n'}${fence}\n`;
    return { text, visibleLength: source.length };
  }
  let kept = source;
  const lastLine = lines[lines.length - 1];
  if (lastLine.length > 0 && (PENDING_LINE.test(lastLine) || DEFINITION_LINE.test(lastLine))) {
    kept = kept.slice(0, kept.length - lastLine.length);
  }
  const paragraphStart = Math.max(0, kept.lastIndexOf('\n\n') + 1);
  kept = holdBackLink(kept, paragraphStart);
  kept = kept.replace(/[*_~`]+$/, '');
  kept = holdBackUrl(kept);
  const open = closers(kept.slice(paragraphStart));
  // A closer after a space closes nothing: hold the (invisible) trailing space back instead.
  if (open) kept = kept.replace(/[ \t]+$/, '');
  return { text: kept + open, visibleLength: kept.length };
}

/** A URL being written becomes an autolink only once complete enough; hold it back till then. */
function holdBackUrl(text: string): string {
  const word = /\S*$/.exec(text)?.[0] ?? '';
  if (!word) return text;
  const lower = word.toLowerCase();
  const partialPrefix = URL_PREFIXES.some(
    (prefix) => prefix.startsWith(lower) && lower.length >= 1 && /^[hw]/.test(lower),
  );
  const bareScheme = URL_PREFIXES.some(
    (prefix) => lower.endsWith(prefix) || lower === prefix.slice(0, -1),
  );
  if (partialPrefix || bareScheme) return text.slice(0, text.length - word.length);
  // Trailing punctuation is outside an autolink until more of the URL comes: hold it back.
  return URL_PREFIXES.some((prefix) => lower.startsWith(prefix))
    ? text.replace(/[.,:;!?)'"*_~]+$/, '')
    : text;
}

function holdBackLink(text: string, from: number): string {
  const open = text.lastIndexOf('[');
  if (open < from) return text;
  const rest = text.slice(open);
  if (/^\[[^\]]*$/.test(rest) || /^\[[^\]]*\]$/.test(rest) || /^\[[^\]]*\]\([^)]*$/.test(rest)) {
    return text.slice(0, open > 0 && text[open - 1] === '!' ? open - 1 : open);
  }
  return text;
}

/** Closers for code spans and emphasis still open at the end of `paragraph`. */
function closers(paragraph: string): string {
  const stack: string[] = [];
  let i = 0;
  while (i < paragraph.length) {
    const char = paragraph[i];
    if (char === '\\') {
      i += 2;
      continue;
    }
    let end = i;
    while (end < paragraph.length && paragraph[end] === char) end++;
    const run = paragraph.slice(i, end);
    if (char === '`') {
      const close = paragraph.indexOf(run, end);
      if (close === -1) return run + closersOf(stack);
      i = close + run.length;
      continue;
    }
    if (char === '*' || char === '_' || char === '~') {
      const before = i === 0 ? ' ' : paragraph[i - 1];
      const after = end >= paragraph.length ? ' ' : paragraph[end];
      const top = stack[stack.length - 1];
      if (top === run && !/\s/.test(before)) stack.pop();
      else if (!/\s/.test(after) && (char !== '_' || !/[\p{L}\p{N}]/u.test(before)))
        stack.push(run);
      i = end;
      continue;
    }
    i = end;
  }
  return closersOf(stack);
}

function closersOf(stack: readonly string[]): string {
  return [...stack].reverse().join('');
}
