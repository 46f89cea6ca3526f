import type { CitationKind, SourceLocation } from 'ngx-ag-ui/core/runtime';

/**
 * An offset already converted to UTF-16 by `convertOffset`, or its verdict: `'beyond'` (past the
 * end of the text: clamped when final, pending while streaming) or `'invalid'` (dropped).
 */
export type ConvertedOffset = number | 'beyond' | 'invalid';

/** Source fields as an adapter extracted them, before dedup, numbering and link safety. */
export interface CitationSourceFields {
  /** Preferred citation id (AG-UI `id`/`refId`, provider id); derived when absent. */
  readonly id?: string;
  readonly kind?: CitationKind;
  readonly title?: string;
  /** Raw URL string; `href` and `domain` are derived from it by the builder. */
  readonly url?: string;
  /**
   * Display domain when `url` is not an http(s) link, or is a redirect that hides the site
   * (Gemini); an http(s) `url` otherwise always gives the domain itself.
   */
  readonly domain?: string | null;
  readonly label?: string;
  readonly recordId?: string;
  readonly snippet?: string;
  readonly mediaType?: string;
  readonly filename?: string;
  readonly publishedAt?: string;
  readonly faviconUrl?: string;
  /** Provider identity used for dedup when there is no URL (document index, file id, ...). */
  readonly identity?: string;
  readonly providerType?: string;
  /** Provider of this source when it differs from the builder's `provider` option. */
  readonly provider?: string;
  readonly locations?: readonly SourceLocation[];
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** One citation occurrence, as a format adapter extracted it (input of `buildCitedText`). */
export interface CitationOccurrence {
  readonly source: CitationSourceFields;
  /** Explicit marker position (wins over a marker derived from the claim). */
  readonly marker?: ConvertedOffset;
  readonly claimStart?: ConvertedOffset;
  readonly claimEnd?: ConvertedOffset;
  /** Claim text to re-anchor on when the converted slice differs (docs/citations.md §B.5). */
  readonly anchorText?: string;
  readonly citedText?: string;
  readonly confidence?: number;
  /** Explicit ordering key for sources without markers (AG-UI numeric `index`). */
  readonly sortKey?: number;
  /** Whether the occurrence only lists a source, with no position at all (Vercel, Moveworks). */
  readonly sourceOnly?: boolean;
}
