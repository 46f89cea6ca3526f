import { fromOpenAIChatCompletion } from 'ngx-ag-ui/formats';
import { openAIChatCompletionSample } from './openai-chat-completion';

describe('openAIChatCompletionSample', () => {
  it('normalises without diagnostics, claiming the model-written links exactly', () => {
    const cited = fromOpenAIChatCompletion(openAIChatCompletionSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.domain, c.spans.length])).toEqual([
      [1, 'blog.rust-lang.org', 1],
      [2, 'doc.rust-lang.org', 2],
    ]);
    const guide = cited.citations[1].spans[1];
    expect(cited.text.slice(guide.claimStart, guide.claimEnd)).toMatch(
      /^\(\[doc\.rust-lang\.org\]\(https:.*openai\)\)$/,
    );
  });
});
