import type { CitedText } from 'ngx-ag-ui/core/runtime';
import { convertOffset } from './convert-offset';

/**
 * The text with `[n]` inserted at every final marker (docs/citations.md §B.8), for copy/export and
 * plain-text views. Several numbers at one offset appear once each, ascending, with no separator
 * (`[1][2]`); pending spans and offsets outside the text are skipped; nothing else changes.
 *
 * @example
 * renderCitationMarkers(resolveCitedText('Paris.[^a][^b]', citations)); // 'Paris.[1][2]'
 *
 * @param cited The display text and its numbered citations.
 * @returns The text with the markers written in.
 */
export function renderCitationMarkers(cited: CitedText): string {
  const text = typeof cited?.text === 'string' ? cited.text : '';
  const byOffset = new Map<number, Set<number>>();
  for (const citation of Array.isArray(cited?.citations) ? cited.citations : []) {
    if (!Number.isInteger(citation?.index) || !Array.isArray(citation.spans)) continue;
    for (const span of citation.spans) {
      if (span?.status === 'pending') continue;
      const offset = convertOffset(text, span?.markerOffset, 'utf16');
      if (typeof offset !== 'number') continue;
      const numbers = byOffset.get(offset) ?? new Set<number>();
      numbers.add(citation.index);
      byOffset.set(offset, numbers);
    }
  }
  const offsets = [...byOffset.keys()].sort((a, b) => a - b);
  const pieces: string[] = [];
  let copied = 0;
  for (const offset of offsets) {
    const numbers = [...(byOffset.get(offset) as Set<number>)].sort((a, b) => a - b);
    pieces.push(text.slice(copied, offset), numbers.map((n) => `[${n}]`).join(''));
    copied = offset;
  }
  pieces.push(text.slice(copied));
  return pieces.join('');
}
