import { TestBed } from '@angular/core/testing';

import { withSyntaxHighlighting } from '../highlight/with-syntax-highlighting';
import { renderMarkdown } from '../markdown-fixtures.test-helpers';

const answer = { text: 'Code:\n\n```ts\nconst answer = 42;\n```', citations: [] };

describe('MarkdownCodeBlock', () => {
  it('labels the language and announces a copy', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { element, fixture } = await renderMarkdown(answer);
    expect(element.textContent).toContain('ts');
    const button = element.querySelector<HTMLButtonElement>('button[aria-label="Copy ts code"]')!;
    button.click();
    await fixture.whenStable();
    expect(writeText).toHaveBeenCalledWith('const answer = 42;');
    expect(element.querySelector('[aria-live="polite"]')?.textContent).toBe('Copied');
  });

  it('shows plain code without highlighting unless it is turned on', async () => {
    const { element } = await renderMarkdown(answer);
    expect(element.querySelector('pre code span')).toBeNull();
  });

  it('highlights with lowlight, rendered as elements, once highlighting is provided', async () => {
    TestBed.configureTestingModule({
      providers: [withSyntaxHighlighting(() => import('lowlight'))],
    });
    const { element, fixture } = await renderMarkdown(answer);
    await fixture.whenStable();
    const keyword = element.querySelector('pre code span.hljs-keyword');
    expect(keyword?.textContent).toBe('const');
    expect(element.querySelector('pre code')?.textContent).toBe('const answer = 42;');
  }, 30_000);
});
