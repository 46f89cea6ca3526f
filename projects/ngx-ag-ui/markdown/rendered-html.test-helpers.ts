import type { CitedText } from 'ngx-ag-ui/core';

import { renderMarkdown } from './markdown-fixtures.test-helpers';

/** The rendered HTML without Angular's comment anchors (they depend on the update history). */
export function normalised(element: HTMLElement): string {
  const clone = element.cloneNode(true) as HTMLElement;
  const walker = clone.ownerDocument.createTreeWalker(clone, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  // Test code, never shipped: it reads the HTML Angular rendered, to compare two renderings.
  // eslint-disable-next-line no-restricted-properties
  return clone.innerHTML;
}

/** The same text rendered by a fresh `<agui-markdown>`, normalised. */
export async function fromScratch(cited: CitedText, streaming: boolean): Promise<string> {
  const { element, fixture } = await renderMarkdown(cited, {}, streaming);
  const html = normalised(element);
  fixture.destroy();
  return html;
}
