/**
 * An AIMessage-like LangChain object (v1 standard content blocks), from `@langchain/core` or
 * serialised from Python. Every field is optional; the adapter validates each value at run time.
 */
export interface LangChainMessage {
  readonly id?: string | null;
  readonly type?: string | null;
  /** Standard content: a string or content blocks. */
  readonly content?: string | readonly LangChainContentBlock[] | null;
  /** Standard blocks translated from provider-native `content` (preferred when present). */
  readonly contentBlocks?: readonly LangChainContentBlock[] | null;
  readonly response_metadata?: unknown;
}

/** A content block; only `text` blocks are displayed (reasoning and tool blocks are skipped). */
export interface LangChainContentBlock {
  readonly type?: string | null;
  readonly id?: string | null;
  readonly text?: string | null;
  readonly annotations?: readonly LangChainCitation[] | null;
}

/**
 * A `type: "citation"` annotation (other annotation types are ignored). `startIndex` /
 * `endIndex` (Python: `start_index` / `end_index`) are relative to the text block, except when
 * `source` is `char`, `page`, `block` or `search`: then they point into the **source** document.
 */
export interface LangChainCitation {
  readonly type?: string | null;
  readonly id?: string | null;
  readonly url?: string | null;
  readonly title?: string | null;
  readonly source?: string | null;
  readonly startIndex?: number | null;
  readonly endIndex?: number | null;
  readonly start_index?: number | null;
  readonly end_index?: number | null;
  /** Excerpt of the source being cited. */
  readonly citedText?: string | null;
  readonly cited_text?: string | null;
}
