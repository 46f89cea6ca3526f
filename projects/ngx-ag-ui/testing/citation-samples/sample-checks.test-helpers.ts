import type { CitedText } from 'ngx-ag-ui/core';

/** Each source as `[number, display title, domain, how many spans]`, in display order. */
export function sourceRows(cited: CitedText): (string | number | null)[][] {
  return cited.citations.map((c) => [c.index, c.displayTitle, c.domain, c.spans.length]);
}

/** The text each span claims, source by source. */
export function claimTexts(cited: CitedText): string[] {
  return cited.citations.flatMap((c) =>
    c.spans.map((s) => cited.text.slice(s.claimStart, s.claimEnd)),
  );
}
