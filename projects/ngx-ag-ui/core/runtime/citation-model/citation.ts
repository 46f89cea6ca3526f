/** Unit a provider uses for text offsets; adapters convert every offset to `'utf16'`. */
export type OffsetUnit = 'utf16' | 'codepoint' | 'utf8';

/** What kind of thing a source is. */
export type CitationKind = 'web' | 'document' | 'file' | 'record' | 'unknown';

/**
 * Where a citation sits in the message text: UTF-16 offsets into `CitedText.text`, claims
 * half-open `[claimStart, claimEnd)`.
 */
export interface CitationSpan {
  /**
   * Insert the marker before `text[markerOffset]`; `0..text.length` when `status` is `'final'`.
   * For a `'pending'` span it is the best estimate (at least `text.length`) and is not rendered.
   */
  readonly markerOffset: number;
  /** Start of the supported claim; absent when the provider gives only a point. */
  readonly claimStart?: number;
  /** End (exclusive) of the supported claim. */
  readonly claimEnd?: number;
  /** Per-occurrence evidence (Anthropic `cited_text`, Cohere / Bedrock KB claim text). */
  readonly citedText?: string;
  /** Provider confidence for this occurrence (Gemini `confidenceScores`). */
  readonly confidence?: number;
  /** `'pending'` while streaming when the offset lies beyond the text received so far. */
  readonly status: 'final' | 'pending';
}

/** Where the cited material lives inside the *source* (raw provider values, never response offsets). */
export type SourceLocation =
  | {
      readonly kind: 'char';
      readonly documentIndex?: number;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly kind: 'page';
      readonly documentIndex?: number;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly kind: 'block' | 'chunk';
      readonly documentIndex?: number;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly kind: 'search_result';
      readonly searchResultIndex: number;
      readonly start: number;
      readonly end: number;
    }
  | { readonly kind: 'time'; readonly startSeconds: number; readonly endSeconds?: number }
  | { readonly kind: 'other'; readonly value: unknown };

/**
 * Which numbering a citation's `index` and spans follow. Never set at run time: it only makes
 * `MessageCitation` and `Citation` two types to the compiler, so that one cannot be passed where
 * the other is meant.
 */
declare const numbering: unique symbol;

/** The fields both kinds of citation share; see `MessageCitation` and `Citation` for their meaning. */
export interface CitationFields {
  /** Stable id: provider id, AG-UI `id`/`refId`, `c{position}`, or a derived key. */
  readonly id: string;
  /** Its number: the seed position on a `MessageCitation`, the display number on a `Citation`. */
  readonly index: number;
  readonly kind: CitationKind;
  readonly title?: string;
  /** The URL as received: may be unsafe or not http(s). Never bind it to `[href]`. */
  readonly url?: string;
  /** Absolute http(s) URL (WHATWG-serialised) or `null`: the only value ever bound to `[href]`. */
  readonly href: string | null;
  /** Host without a leading `www.`, for http(s) URLs only (Gemini: from `web.domain` / title). */
  readonly domain: string | null;
  /** Friendly anchor: Moveworks `friendly_id`, Agentforce `label`. */
  readonly label?: string;
  /** Provider record, file or document id. */
  readonly recordId?: string;
  /** Full excerpt; components truncate visually, never the data. */
  readonly snippet?: string;
  /** First non-blank of title, label, domain, url, else `Source {index}`. */
  readonly displayTitle: string;
  readonly mediaType?: string;
  readonly filename?: string;
  readonly publishedAt?: string;
  readonly faviconUrl?: string;
  /** Occurrences in this message, in ascending marker order (may be empty). */
  readonly spans: readonly CitationSpan[];
  /** Positions inside the source document. */
  readonly locations?: readonly SourceLocation[];
  /** Format id or provider name: `'agui'`, `'anthropic'`, `'openai'`, `'gemini'`, ... */
  readonly provider: string;
  /** Provider's own type: `'char_location'`, `'url_citation'`, ... */
  readonly providerType?: string;
  /** Lossless leftovers (the seed's `extra`, scores, business-object fields). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/**
 * A citation as the bridge attaches it to a `ThreadMessage` (`message.citations`), before any
 * display: `index` is the seed's position (1-based, in the order the agent listed the sources,
 * duplicates included) and span offsets index into the message content **as received**, markers
 * included. Turn a message's citations into display citations with `resolveMessageCitations`.
 */
export interface MessageCitation extends CitationFields {
  readonly [numbering]?: 'message';
}

/**
 * One distinct source of one message (after dedup), numbered for display: what a `CitedText`
 * holds. `index` is the display number 1..N (the same in marker, name, card and list) and span
 * offsets index into `CitedText.text`, the display text.
 */
export interface Citation extends CitationFields {
  readonly [numbering]?: 'display';
}

/**
 * Why a diagnostic was raised; every code the builder and the adapters use.
 *
 * - `'schema-violation'`: a field has the wrong shape; it is ignored.
 * - `'dropped-entry'`: one entry of a list (a citation, a part, a source) is unusable; dropped.
 * - `'invalid-option'`: an adapter option is unknown; its default is used.
 * - `'invalid-offset'`: an offset is not a usable index in its unit; it is not used.
 * - `'offset-clamped'`: an offset lies past the end of its text; clamped to the end.
 * - `'invalid-claim'`: a claim cannot be placed (one end only, no segment); no claim.
 * - `'claim-dropped'`: a claim is empty or reversed; no claim.
 * - `'re-anchored'`: the claim's slice differed from its text; moved to the nearest match.
 * - `'unknown-annotation'`: an annotation type the adapter does not read; dropped.
 * - `'unknown-citation'`: a citation type the adapter does not read; dropped.
 * - `'unknown-marker'`: a marker in the text names no source; literal when final, hidden while
 *   streaming.
 * - `'unknown-reference'`: a reference id names no entry of the reference map; dropped.
 * - `'unknown-source'`: a document id names no document of the payload; dropped.
 * - `'unreadable-payload'`: reading the payload threw (a getter or a Proxy trap); empty result.
 */
export type CitationDiagnosticCode =
  | 'schema-violation'
  | 'dropped-entry'
  | 'invalid-option'
  | 'invalid-offset'
  | 'offset-clamped'
  | 'invalid-claim'
  | 'claim-dropped'
  | 're-anchored'
  | 'unknown-annotation'
  | 'unknown-citation'
  | 'unknown-marker'
  | 'unknown-reference'
  | 'unknown-source'
  | 'unreadable-payload';

/** Something a format adapter could not use, said as data (never thrown). */
export interface CitationDiagnostic {
  /** Machine-readable reason (`CitationDiagnosticCode` lists them). */
  readonly code: CitationDiagnosticCode;
  /** Human-readable explanation, safe to show to a developer. */
  readonly message: string;
}

/** How many citations of a message come from one domain ("3 from wikipedia.org"). */
export interface CitationDomainCount {
  /** Display domain (host without `www.`), or the source name when there is no URL. */
  readonly domain: string;
  readonly count: number;
  /** Per-client counts when the source reports them (Ably summaries' `clientIds`). */
  readonly clientIds?: Readonly<Record<string, number>>;
}

/** Display text plus its citations: what the citation components render. */
export interface CitedText {
  /** The text the offsets index into (carried markers such as `[^id]` or `[n]` stripped). */
  readonly text: string;
  /** Sorted by `index` (1..N). */
  readonly citations: readonly Citation[];
  /** What was dropped or repaired, and why (empty when everything was used as given). */
  readonly diagnostics?: readonly CitationDiagnostic[];
  /**
   * Per-domain counts reported by the source itself (Ably summaries); when absent, components
   * use `summarizeCitationsByDomain(citations)`.
   */
  readonly domainCounts?: readonly CitationDomainCount[];
}

/** Options every format adapter accepts. */
export interface CitationFormatOptions {
  /**
   * Override the adapter's default offset unit (stated in each adapter's doc comment). An unknown
   * unit falls back to the default, with an `'invalid-option'` diagnostic.
   */
  readonly offsetUnit?: OffsetUnit;
  /** Whether the text is still streaming: offsets beyond the text stay pending, not clamped. */
  readonly streaming?: boolean;
}
