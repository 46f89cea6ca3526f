import { ɵProfilerEvent as ProfilerEvent } from '@angular/core';

import { renderMarkdown } from './markdown-fixtures.test-helpers';
import { LONG_ANSWERS } from './parse/streaming-work.test-helpers';
import * as render from './render/to-markdown-render-nodes';

/** Angular's dev-mode profiler hook (published on `ng` once a component is created). */
type SetProfiler = (profiler: ((event: ProfilerEvent) => void) | null) => () => void;
const setProfiler: SetProfiler = (profiler) =>
  (globalThis as unknown as { ng: { ɵsetProfiler: SetProfiler } }).ng.ɵsetProfiler(profiler);

/**
 * Views Angular refreshes (template runs) and blocks converted to render nodes for each of a
 * few 50-character chunks streamed after `count` parts of an answer were shown.
 */
async function workPerChunk(make: (count: number) => string, count: number) {
  const text = make(count + 20);
  const shown = make(count).length;
  const { update, fixture } = await renderMarkdown(
    { text: text.slice(0, shown), citations: [] },
    {},
    true,
  );
  const convert = jest.spyOn(render, 'toMarkdownRenderNodes');
  let templates = 0;
  const stop = setProfiler((event) => {
    if (event === ProfilerEvent.TemplateUpdateStart) templates++;
  });
  const work: { templates: number; blocks: number }[] = [];
  for (let end = shown + 50; end <= shown + 300; end += 50) {
    templates = 0;
    convert.mockClear();
    await update({ text: text.slice(0, end), citations: [] }, true);
    work.push({ templates, blocks: convert.mock.calls.length });
  }
  stop();
  convert.mockRestore();
  fixture.destroy();
  return work;
}

describe('<agui-markdown> work per streamed chunk', () => {
  // A long list or table as the last block still refreshes one view per item (its parse is
  // bounded; see parse/stable-block-cut.spec.ts): not covered here yet.
  for (const kind of ['paragraphs', 'code'] as const) {
    it(`refreshes as many views and converts as many blocks per chunk of ${kind} however long the answer`, async () => {
      const short = await workPerChunk(LONG_ANSWERS[kind], 40);
      const long = await workPerChunk(LONG_ANSWERS[kind], 400);
      const most = (work: typeof short, key: 'templates' | 'blocks') =>
        Math.max(...work.map((chunk) => chunk[key]));
      expect(most(long, 'blocks')).toBeLessThanOrEqual(3);
      // One more level of groups may be on the path to the last block: up to 16 more views.
      expect(most(long, 'templates')).toBeLessThanOrEqual(most(short, 'templates') + 16);
    }, 120_000);
  }
});
