import type { CitedText } from 'ngx-ag-ui/core';

import { type CitedTextPiece, toCitedTextPieces } from './to-cited-text-pieces';

/** The pieces of each text, by `friendlyAnchors`: what the text and its sources list share. */
const cache = new WeakMap<
  CitedText,
  { on?: readonly CitedTextPiece[]; off?: readonly CitedTextPiece[] }
>();

/**
 * `toCitedTextPieces` worked out once per text object: `<agui-cited-text>` and `<agui-sources>`
 * of one message both need its markers, and a thousand messages made the second pass a
 * measurable share of the first render.
 */
export function citedTextPiecesOf(
  cited: CitedText,
  friendlyAnchors: boolean,
): readonly CitedTextPiece[] {
  let entry = cache.get(cited);
  if (entry === undefined) cache.set(cited, (entry = {}));
  return friendlyAnchors
    ? (entry.on ??= toCitedTextPieces(cited, { friendlyAnchors }))
    : (entry.off ??= toCitedTextPieces(cited, { friendlyAnchors }));
}
