/**
 * OpenAI Chat Completions shapes read by `fromOpenAIChatCompletion` (docs/citations.md §D.3).
 * Loose on purpose: every field is optional and an SDK `ChatCompletion` object is assignable. The
 * adapter validates every value at run time.
 */

/** `choices[].message.annotations[]` of a Chat Completion (search models). */
export interface OpenAIChatAnnotation {
  readonly type: string;
  readonly url_citation?: {
    readonly url?: string;
    readonly title?: string;
    readonly start_index?: number;
    readonly end_index?: number;
  };
}

/** One Chat Completions `ChatCompletion` (docs/citations.md §D.3); only `choices[0]` is read. */
export interface OpenAIChatCompletion {
  readonly id?: string;
  readonly object?: string;
  readonly created?: number;
  readonly model?: string;
  readonly choices?: readonly {
    readonly index?: number;
    readonly finish_reason?: string | null;
    readonly logprobs?: unknown;
    readonly message?: {
      readonly role?: string;
      readonly content?: string | null;
      readonly refusal?: string | null;
      readonly annotations?: readonly OpenAIChatAnnotation[];
    };
  }[];
  readonly usage?: unknown;
}
