/** 1: whitespace (or no character), 2: punctuation or symbol, 0: anything else; as micromark. */
function classify(char: string | undefined): 0 | 1 | 2 {
  if (char === undefined || /^\s$/u.test(char)) return 1;
  return /^[\p{P}\p{S}]$/u.test(char) ? 2 : 0;
}

/** The character (code point) that ends right before `index`, if any. */
function charBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && index >= 2;
  return pair ? text.slice(index - 2, index) : text[index - 1];
}

/** The character (code point) that starts at `index`, if any. */
function charAt(text: string, index: number): string | undefined {
  const point = text.codePointAt(index);
  return point === undefined ? undefined : String.fromCodePoint(point);
}

/**
 * Whether the run of `*`, `_` or `~` around `index` in `text` can open emphasis or
 * strikethrough, by the rules micromark applies (left-flanking; `_` not inside a word; `*`
 * also before a `~`). A run that cannot open can never pair with text that comes after it.
 */
export function canOpenRun(text: string, index: number): boolean {
  const marker = text[index];
  let start = index;
  let end = index;
  while (start > 0 && text[start - 1] === marker) start--;
  while (end < text.length && text[end] === marker) end++;
  const next = charAt(text, end);
  const before = classify(charBefore(text, start));
  const after = classify(next);
  if (marker === '~') return after === 0 || (after === 2 && before !== 0);
  const open = after === 0 || (after === 2 && before !== 0) || (marker === '*' && next === '~');
  if (marker === '*') return open;
  const close = before === 0 || (before === 2 && after !== 0);
  return open && (before !== 0 || !close);
}
