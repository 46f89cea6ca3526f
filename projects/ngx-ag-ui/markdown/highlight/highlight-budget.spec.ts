import { TestBed } from '@angular/core/testing';

import { renderMarkdown } from '../markdown-fixtures.test-helpers';
import { HIGHLIGHT_BUDGET } from './highlight-budget';
import { withSyntaxHighlighting, type LowlightModule } from './with-syntax-highlighting';

/** A lowlight stand-in that counts the characters it is asked to highlight. */
function countingLowlight() {
  const counts = { calls: 0, characters: 0 };
  const module: LowlightModule<null> = {
    common: {},
    createLowlight: () => ({
      registered: () => true,
      highlight: (_language, code) => {
        counts.calls++;
        counts.characters += code.length;
        return {
          children: [
            {
              type: 'element',
              tagName: 'span',
              properties: { className: ['hljs-x'] },
              children: [{ type: 'text', value: code }],
            },
          ],
        };
      },
    }),
  };
  return { counts, load: () => Promise.resolve(module) };
}

const fence = (code: string) => '```js\n' + code + '\n```';

describe('highlight budget', () => {
  it('shows a block longer than the per-block budget as plain code, never highlighting it', async () => {
    const { counts, load } = countingLowlight();
    TestBed.configureTestingModule({ providers: [withSyntaxHighlighting(load)] });
    const long = 'a'.repeat(HIGHLIGHT_BUDGET.block + 1);
    const { element, fixture } = await renderMarkdown({
      text: fence('short') + '\n\n' + fence(long),
      citations: [],
    });
    await fixture.whenStable();
    expect(counts.characters).toBe('short'.length);
    const codes = element.querySelectorAll('pre code');
    expect(codes[0].querySelector('span.hljs-x')).not.toBeNull();
    expect(codes[1].querySelector('span')).toBeNull();
    expect(codes[1].textContent).toBe(long);
  });

  it('stops highlighting an answer once its blocks used the per-answer budget', async () => {
    const { counts, load } = countingLowlight();
    TestBed.configureTestingModule({ providers: [withSyntaxHighlighting(load)] });
    const count = Math.ceil(HIGHLIGHT_BUDGET.answer / HIGHLIGHT_BUDGET.block) + 2;
    const text = Array.from({ length: count }, (_, i) =>
      fence(String(i).padStart(HIGHLIGHT_BUDGET.block, 'b')),
    ).join('\n\n');
    const { fixture } = await renderMarkdown({ text, citations: [] });
    await fixture.whenStable();
    expect(counts.characters).toBeGreaterThan(0);
    expect(counts.characters).toBeLessThanOrEqual(HIGHLIGHT_BUDGET.answer);
  });
});
