import type { OpenAIChatCompletion } from 'ngx-ag-ui/formats';

/**
 * An OpenAI Chat Completions response from a search model: a 🦀 and Japanese text before later
 * offsets (code points), model-written `([domain](url))` links kept verbatim, `url_citation`
 * annotations nested under `url_citation`, and one page cited twice (deduplicated).
 *
 * @example
 * const cited = fromOpenAIChatCompletion(openAIChatCompletionSample);
 */
export const openAIChatCompletionSample: OpenAIChatCompletion = {
  id: 'chatcmpl-sample-1',
  object: 'chat.completion',
  created: 1767225600,
  model: 'gpt-4o-search-preview',
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      logprobs: null,
      message: {
        role: 'assistant',
        refusal: null,
        content:
          'The Rust 2024 edition 🦀 shipped with Rust 1.85 in February 2025 ' +
          '([blog.rust-lang.org](https://blog.rust-lang.org/2025/02/20/Rust-1.85.0/?utm_source=openai)). ' +
          'It reserves the `gen` keyword and changes RPIT lifetime capture rules; 日本語の解説もあります ' +
          '([doc.rust-lang.org](https://doc.rust-lang.org/edition-guide/rust-2024/index.html?utm_source=openai)).',
        annotations: [
          {
            type: 'url_citation',
            url_citation: {
              url: 'https://blog.rust-lang.org/2025/02/20/Rust-1.85.0/?utm_source=openai',
              title: 'Announcing Rust 1.85.0 and Rust 2024',
              start_index: 64,
              end_index: 156,
            },
          },
          {
            type: 'url_citation',
            url_citation: {
              url: 'https://doc.rust-lang.org/edition-guide/rust-2024/index.html?utm_source=openai',
              title: 'Rust 2024 - The Rust Edition Guide',
              start_index: 158,
              end_index: 228,
            },
          },
          {
            type: 'url_citation',
            url_citation: {
              url: 'https://doc.rust-lang.org/edition-guide/rust-2024/index.html?utm_source=openai',
              title: 'Rust 2024 - The Rust Edition Guide',
              start_index: 241,
              end_index: 342,
            },
          },
        ],
      },
    },
  ],
  usage: { prompt_tokens: 38, completion_tokens: 96, total_tokens: 134 },
};
