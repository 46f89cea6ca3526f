import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { MarkdownView, withSyntaxHighlighting } from 'ngx-ag-ui/markdown';

import { HOSTILE_MARKDOWN_FIXTURES } from './hostile-markdown-fixtures';

/**
 * One hostile answer, chosen by `?case=`, rendered by the real `<agui-markdown>`, then a normal
 * answer after it: the page the e2e of the Markdown limits runs against.
 */
@Component({
  selector: 'app-hostile-markdown-page',
  imports: [MarkdownView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [withSyntaxHighlighting(() => import('lowlight'))],
  template: `
    <h2>Hostile Markdown: {{ name }}</h2>
    <article aria-label="Hostile answer">
      <agui-markdown [cited]="hostile" [options]="{ relativeLinks: true }" messageKey="hostile" />
    </article>
    <article aria-label="Normal answer">
      <agui-markdown [cited]="normal" messageKey="normal" />
    </article>
  `,
})
export class HostileMarkdownPage {
  protected readonly name = inject(ActivatedRoute).snapshot.queryParamMap.get('case') ?? 'quotes';
  protected readonly hostile = {
    text: (HOSTILE_MARKDOWN_FIXTURES[this.name] ?? HOSTILE_MARKDOWN_FIXTURES['quotes'])(),
    citations: [],
  };
  protected readonly normal = {
    text: '## After it\n\nA **normal** answer with a [link](https://example.com/after).',
    citations: [],
  };
}
