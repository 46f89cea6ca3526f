/**
 * OpenAI Responses API shapes read by `fromOpenAIResponse` (docs/citations.md §D.2). Loose on
 * purpose: every field is optional, unknown item and annotation types are accepted, and an SDK
 * `Response` object is assignable. The adapter validates every value at run time.
 */

/** `url_citation`: a web source for `[start_index, end_index)` of its `output_text` part. */
export interface OpenAIUrlCitation {
  readonly type: 'url_citation';
  readonly url?: string;
  readonly title?: string;
  readonly start_index?: number;
  readonly end_index?: number;
}

/** `file_citation`: a file-search source; `index` is a point position in the part's text. */
export interface OpenAIFileCitation {
  readonly type: 'file_citation';
  readonly file_id?: string;
  readonly filename?: string;
  readonly index?: number;
}

/** `container_file_citation`: a code-interpreter container file, cited for a span. */
export interface OpenAIContainerFileCitation {
  readonly type: 'container_file_citation';
  readonly container_id?: string;
  readonly file_id?: string;
  readonly filename?: string;
  readonly start_index?: number;
  readonly end_index?: number;
}

/** `file_path`: a link to a generated file. Not a citation: ignored. */
export interface OpenAIFilePath {
  readonly type: 'file_path';
  readonly file_id?: string;
  readonly index?: number;
}

/** An annotation type this version does not know (reported as a diagnostic). */
export interface OpenAIOtherAnnotation {
  readonly type: string;
}

/** One entry of `output_text.annotations`. */
export type OpenAIAnnotation =
  | OpenAIUrlCitation
  | OpenAIFileCitation
  | OpenAIContainerFileCitation
  | OpenAIFilePath
  | OpenAIOtherAnnotation;

/** An `output_text` content part: the text a reader sees, with annotations relative to it. */
export interface OpenAIOutputText {
  readonly type: 'output_text';
  readonly text?: string;
  readonly annotations?: readonly OpenAIAnnotation[];
  readonly logprobs?: unknown;
}

/** Any other content part (`refusal`, ...): not part of the display text. */
export interface OpenAIOtherContentPart {
  readonly type: string;
  readonly refusal?: string;
  readonly text?: string;
}

/** A `message` output item. */
export interface OpenAIOutputMessage {
  readonly type: 'message';
  readonly id?: string;
  readonly role?: string;
  readonly status?: string;
  readonly content?: readonly (OpenAIOutputText | OpenAIOtherContentPart)[];
}

/** Any other output item (`reasoning`, `web_search_call`, `file_search_call`, `function_call`, ...). */
export interface OpenAIOtherOutputItem {
  readonly type: string;
  readonly id?: string;
  readonly status?: string;
  readonly content?: unknown;
  readonly summary?: unknown;
  readonly action?: unknown;
  readonly queries?: unknown;
  readonly results?: unknown;
  readonly name?: string;
  readonly arguments?: string;
  readonly call_id?: string;
}

/** One entry of `Response.output`. */
export type OpenAIOutputItem = OpenAIOutputMessage | OpenAIOtherOutputItem;

/** One Responses API `Response` (non-streamed, or the output of `openAIResponseFromEvents`). */
export interface OpenAIResponse {
  readonly id?: string;
  readonly object?: string;
  readonly created_at?: number;
  readonly status?: string;
  readonly model?: string;
  readonly output?: readonly OpenAIOutputItem[];
  readonly usage?: unknown;
  readonly error?: unknown;
  readonly incomplete_details?: unknown;
  readonly metadata?: unknown;
}
