import { Component, ChangeDetectionStrategy, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { CitedText } from 'ngx-ag-ui/core';

import { normaliseWhitespace, toNormalHtml } from './commonmark-spec.test-helpers';
import { MarkdownView } from './markdown-view';
import type { MarkdownOptionsInit } from './options/markdown-options';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const spec = require('commonmark-spec') as {
  tests: { markdown: string; html: string; number: number; section: string }[];
};

/** The options an app uses for its own trusted content: images and relative links allowed. */
const TRUSTED: MarkdownOptionsInit = { images: true, relativeLinks: true };

/**
 * Examples that differ because raw HTML is shown as text (sections "HTML blocks", "Raw HTML",
 * and any other example whose input holds raw HTML), or because of a safety rule (a link or
 * image with a scheme other than http(s)). Computed by `classify` and listed in the README.
 */
const RAW_HTML_SECTIONS = new Set(['HTML blocks', 'Raw HTML']);
const RAW_HTML = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^>]*)?\/?>|<!--|<\?|<![A-Z]|<!\[CDATA\[/;
const UNSAFE_SCHEME = /(?:href|src)="(?!https?:)[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** Examples that fail for a reason other than the two above, each explained in the README. */
const KNOWN_OTHER: readonly number[] = [
  // Angular's URL sanitiser (never bypassed) prefixes `unsafe:` to the odd relative URL `foo):`.
  500,
  // GFM autolink literals: a bare `https://…` is a link in GFM, text in CommonMark.
  602, 608, 611,
];

@Component({
  imports: [MarkdownView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-markdown [cited]="cited()" [options]="options" />`,
})
class SpecHost {
  readonly cited = input.required<CitedText>();
  protected readonly options = TRUSTED;
}

describe('CommonMark spec 0.31.2 through <agui-markdown>', () => {
  it('renders every example as the spec does, apart from the listed raw-HTML and safety ones', async () => {
    const fixture = TestBed.createComponent(SpecHost);
    const template = document.createElement('template');
    const passed: number[] = [];
    const rawHtml: number[] = [];
    const safety: number[] = [];
    const other: number[] = [];
    for (const example of spec.tests) {
      fixture.componentRef.setInput('cited', {
        text: example.markdown.replace(/→/g, '\t'),
        citations: [],
      });
      await fixture.whenStable();
      const actual = normaliseWhitespace(
        toNormalHtml(fixture.nativeElement.querySelector('agui-markdown')),
      );
      template.innerHTML = example.html.replace(/→/g, '\t');
      const expected = normaliseWhitespace(toNormalHtml(template.content));
      if (actual === expected) passed.push(example.number);
      else if (RAW_HTML_SECTIONS.has(example.section) || RAW_HTML.test(example.markdown))
        rawHtml.push(example.number);
      else if (UNSAFE_SCHEME.test(example.html)) safety.push(example.number);
      else {
        other.push(example.number);
        if (process.env['CM_DEBUG'])
          console.log(
            example.number,
            JSON.stringify(example.markdown),
            '\nEXP',
            expected,
            '\nGOT',
            actual,
          );
      }
    }
    // The README reports these numbers; print them so a change is easy to copy over.
    console.log(
      `CommonMark ${passed.length}/${spec.tests.length} pass; raw HTML (${rawHtml.length}): ${rawHtml.join(', ')}; ` +
        `safety (${safety.length}): ${safety.join(', ')}; other (${other.length}): ${other.join(', ')}`,
    );
    expect(other).toEqual(KNOWN_OTHER);
  }, 120_000);
});
