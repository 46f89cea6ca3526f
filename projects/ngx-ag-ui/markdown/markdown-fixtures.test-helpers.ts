import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { Citation, CitedText } from 'ngx-ag-ui/core';

import { MarkdownView } from './markdown-view';
import type { MarkdownOptionsInit } from './options/markdown-options';

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
