import type { CitedText } from 'ngx-ag-ui/core';

/**
 * A footnote-style Markdown answer, the way models prompted to cite often write one: `[^n]`
 * references and `[^n]: <url> "title"` definitions, a list, a code block and a table.
 */
export const MARKDOWN_SAMPLE: CitedText = {
  text: [
    '#### Cancelling a fetch request',
    '',
    'Two steps, both in the platform:',
    '',
    '- Create an **AbortController** and pass its `signal` to `fetch`[^1].',
    '- Call `abort()`; the promise rejects with an `AbortError`[^2].',
    '',
    '```ts',
    'const controller = new AbortController();',
    "fetch('/api', { signal: controller.signal });",
    'controller.abort();',
    '```',
    '',
    '| API | Cancels with |',
    '| --- | --- |',
    '| `fetch` | `AbortSignal` |',
    '| `HttpClient` | unsubscribe[^3] |',
    '',
    '[^1]: https://developer.mozilla.org/en-US/docs/Web/API/AbortController "AbortController"',
    '[^2]: https://developer.mozilla.org/en-US/docs/Web/API/AbortSignal "AbortSignal"',
    '[^3]: https://angular.dev/guide/http/making-requests "Making requests with HttpClient"',
  ].join('\n'),
  citations: [],
};
