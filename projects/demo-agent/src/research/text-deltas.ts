/** Longest delta; longer words are split, as real tokenisers split `[^angular-signals]`. */
const MAX_DELTA_LENGTH = 10;

/**
 * Splits text into streaming deltas: a word plus its trailing space, long words cut in pieces.
 * Deterministic, and `deltas.join('') === text`.
 */
export function toTextDeltas(text: string): string[] {
  const deltas: string[] = [];
  for (const word of text.match(/\s*\S+\s*/g) ?? []) {
    for (let at = 0; at < word.length; at += MAX_DELTA_LENGTH)
      deltas.push(word.slice(at, at + MAX_DELTA_LENGTH));
  }
  return deltas;
}
