/**
 * Anthropic Messages API shapes read by `fromAnthropicMessage` (docs/citations.md §D.1). Loose on
 * purpose: every field is optional, unknown block and citation types are accepted, and an SDK
 * `Message` object is assignable. The adapter validates every value at run time.
 */

/** `char_location`: a plain-text document; 0-based character indices, end exclusive. */
export interface AnthropicCharLocation {
  readonly type: 'char_location';
  readonly cited_text?: string;
  readonly document_index?: number;
  readonly document_title?: string | null;
  readonly start_char_index?: number;
  readonly end_char_index?: number;
  readonly file_id?: string | null;
}

/** `page_location`: a PDF document; 1-based page numbers, end exclusive (page 3 is `3..4`). */
export interface AnthropicPageLocation {
  readonly type: 'page_location';
  readonly cited_text?: string;
  readonly document_index?: number;
  readonly document_title?: string | null;
  readonly start_page_number?: number;
  readonly end_page_number?: number;
  readonly file_id?: string | null;
}

/** `content_block_location`: a custom-content document; 0-based block indices, end exclusive. */
export interface AnthropicContentBlockLocation {
  readonly type: 'content_block_location';
  readonly cited_text?: string;
  readonly document_index?: number;
  readonly document_title?: string | null;
  readonly start_block_index?: number;
  readonly end_block_index?: number;
  readonly file_id?: string | null;
}

/** `search_result_location`: a `search_result` block the app passed in. */
export interface AnthropicSearchResultLocation {
  readonly type: 'search_result_location';
  readonly cited_text?: string;
  readonly search_result_index?: number;
  /** The search result's `source`: often a URL, sometimes any identifier. */
  readonly source?: string;
  readonly title?: string | null;
  readonly start_block_index?: number;
  readonly end_block_index?: number;
}

/** `web_search_result_location`: a page found by the server web-search tool. */
export interface AnthropicWebSearchResultLocation {
  readonly type: 'web_search_result_location';
  readonly cited_text?: string;
  readonly url?: string;
  readonly title?: string | null;
  readonly encrypted_index?: string;
}

/** A citation type this version does not know (reported as a diagnostic, never thrown). */
export interface AnthropicOtherCitation {
  readonly type: string;
  readonly cited_text?: string;
}

/** One entry of a text block's `citations`. */
export type AnthropicTextCitation =
  | AnthropicCharLocation
  | AnthropicPageLocation
  | AnthropicContentBlockLocation
  | AnthropicSearchResultLocation
  | AnthropicWebSearchResultLocation
  | AnthropicOtherCitation;

/** A `text` content block: the only kind shown to the reader. */
export interface AnthropicTextBlock {
  readonly type: 'text';
  readonly text?: string;
  readonly citations?: readonly AnthropicTextCitation[] | null;
}

/** Any other content block (`thinking`, `tool_use`, `server_tool_use`, `web_search_tool_result`, ...). */
export interface AnthropicOtherBlock {
  readonly type: string;
  readonly id?: string;
  readonly name?: string;
  readonly input?: unknown;
  readonly content?: unknown;
  readonly tool_use_id?: string;
  readonly thinking?: string;
  readonly signature?: string;
  readonly data?: string;
}

/** One entry of `Message.content`. */
export type AnthropicContentBlock = AnthropicTextBlock | AnthropicOtherBlock;

/** One Anthropic `Message` (the non-streamed response, or `anthropicMessageFromEvents` output). */
export interface AnthropicMessage {
  readonly id?: string;
  readonly type?: string;
  readonly role?: string;
  readonly model?: string;
  readonly content?: readonly AnthropicContentBlock[];
  readonly stop_reason?: string | null;
  readonly stop_sequence?: string | null;
  readonly usage?: unknown;
  readonly container?: unknown;
}
