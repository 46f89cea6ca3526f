/**
 * A Perplexity Sonar chat completion (docs/citations.md §C perplexity.sonar, §D.5). Loose on
 * purpose: unknown fields are tolerated and every field is validated when read.
 */
export interface PerplexityCompletion {
  readonly choices?: readonly PerplexityChoice[];
  /** Source URLs; the text's `[n]` markers are 1-based into this list. */
  readonly citations?: readonly string[] | null;
  /** Search results: the source list when `citations` is absent, else titles and snippets. */
  readonly search_results?: readonly PerplexitySearchResult[] | null;
  readonly [key: string]: unknown;
}

/** One choice; only the first is read (`message`, or `delta` for an accumulated stream). */
export interface PerplexityChoice {
  readonly message?: {
    readonly content?: string | readonly PerplexityContentPart[] | null;
    readonly [key: string]: unknown;
  };
  readonly delta?: { readonly content?: string | null; readonly [key: string]: unknown };
  readonly [key: string]: unknown;
}

/** A content part (OpenAI-compatible array content); text parts are concatenated. */
export interface PerplexityContentPart {
  readonly type?: string;
  readonly text?: string;
  readonly [key: string]: unknown;
}

/** One search result. */
export interface PerplexitySearchResult {
  readonly title?: string;
  readonly url?: string;
  readonly date?: string | null;
  readonly last_updated?: string | null;
  readonly snippet?: string;
  readonly source?: 'web' | 'attachment' | (string & {});
  readonly [key: string]: unknown;
}
