import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { Citation, CitedText } from 'ngx-ag-ui/core';

import { MarkdownView } from './markdown-view';
import type { MarkdownOptionsInit } from './options/markdown-options';

/** Answers written the way models write them, for streaming them one chunk at a time. */
export const STREAMED_ANSWERS: readonly string[] = [
  '## Signals\n\nSignals are **reactive values** with *fine-grained* updates and `computed()` helpers.\n\n- First item with a [link](https://angular.dev/guide/signals)\n- Second item, see https://angular.dev.\n\n1. One\n2. Two\n\n> A quote.\n\n---\n\nDone.',
  'Here is code:\n\n```ts\nconst count = signal(0);\ncount.set(1);\n```\n\nAnd a snake_case name, 2 * 3 = 6 and ~~old~~ text.',
  'Angular is fast[^1] and small[^2].\n\n- [x] task done\n- [ ] task open\n\n[^1]: https://angular.dev "Angular"\n[^2]: https://example.com/size',
  'Intro paragraph.\n\n| Name | Value |\n|------|------:|\n| a | 1 |\n| b | **2** |\n\nAfter the table.',
];

/**
 * Long one-line paragraphs, the case a stable cut is for: plain prose, then prose with emphasis,
 * code spans, links, autolinks, a footnote reference, CJK and emoji, and prose that becomes a
 * heading or a table once its next line arrives.
 */
export const LONG_PARAGRAPHS: readonly string[] = [
  'Signals are reactive values that notify their consumers when they change, and computed values derive from them lazily so that only what is read is recomputed, which keeps large templates fast even when many values change at once during a long streamed answer.',
  'Signals keep state in one place and templates read it directly, so change detection knows what to check. A **computed** value caches its result, `effect()` runs side effects, and the [guide](https://angular.dev/guide/signals) or www.angular.dev or https://angular.dev/api explains more[^1] with mail to team@angular.dev and a_snake_case name and ~~old~~ text. Then plain words follow for a while after all of that so the cut moves on.\n\n[^1]: https://angular.dev "Angular"',
  '信号是响应式的值，当它们改变时会通知使用者 and then English words follow 🙂 with emoji 🎉 between words and 日本語のテキスト too, ending with more plain words here.',
  'Words like _one_two stay text until much later words close it_ here, and a lone * star or a ~tilde with snake_case words and 2 * 3 math go on for a while, then more plain words follow until the end.',
  'A note without a definition[^9] is hidden while streaming and shown once the stream ends.\n\nThen a second paragraph follows it.',
  'A paragraph that turns into a heading once its underline arrives after a few words\n===\n\nAnd a header row that becomes a table | b\n--- | ---\nc | d',
];

/** A web citation whose marker sits after `claim` in `text`, the claim highlighted. */
export function citeAfter(text: string, claim: string, index: number, claimText = claim): Citation {
  const at = text.indexOf(claim);
  if (at < 0) throw new Error(`fixture: "${claim}" is not in the text`);
  const claimStart = text.indexOf(claimText);
  return {
    id: `c${index}`,
    index,
    kind: 'web',
    title: `Source ${index}`,
    url: `https://example.com/${index}`,
    href: `https://example.com/${index}`,
    domain: 'example.com',
    displayTitle: `Source ${index}`,
    provider: 'agui',
    spans: [
      {
        markerOffset: at + claim.length,
        claimStart,
        claimEnd: claimStart + claimText.length,
        status: 'final',
      },
    ],
  };
}

@Component({
  imports: [MarkdownView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-markdown [cited]="cited()" [streaming]="streaming()" [options]="options()" messageKey="m1" />`,
})
class MarkdownHost {
  readonly cited = input.required<CitedText>();
  readonly streaming = input(false);
  readonly options = input<MarkdownOptionsInit>({});
}

/** Renders `<agui-markdown>` in a host; returns its element and a setter for new inputs. */
export async function renderMarkdown(
  cited: CitedText,
  options: MarkdownOptionsInit = {},
  streaming = false,
) {
  const fixture = TestBed.createComponent(MarkdownHost);
  fixture.componentRef.setInput('cited', cited);
  fixture.componentRef.setInput('options', options);
  fixture.componentRef.setInput('streaming', streaming);
  await fixture.whenStable();
  const element = fixture.nativeElement.querySelector('agui-markdown') as HTMLElement;
  const update = async (next: CitedText, nextStreaming = streaming) => {
    fixture.componentRef.setInput('cited', next);
    fixture.componentRef.setInput('streaming', nextStreaming);
    await fixture.whenStable();
  };
  return { fixture, element, update };
}
