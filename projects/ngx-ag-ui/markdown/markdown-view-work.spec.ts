import { ɵProfilerEvent as ProfilerEvent } from '@angular/core';

import { renderMarkdown } from './markdown-fixtures.test-helpers';
import { LONG_ANSWERS } from './parse/streaming-work.test-helpers';
import type { MarkdownRenderNode } from './render/markdown-render-node';
import * as render from './render/to-markdown-render-nodes';

/** Angular's dev-mode profiler hook (published on `ng` once a component is created). */
type SetProfiler = (profiler: ((event: ProfilerEvent) => void) | null) => () => void;
const setProfiler: SetProfiler = (profiler) =>
  (globalThis as unknown as { ng: { ɵsetProfiler: SetProfiler } }).ng.ɵsetProfiler(profiler);

/** Every render node in `nodes`, nested ones included. */
function* allNodes(nodes: readonly MarkdownRenderNode[]): Generator<MarkdownRenderNode> {
  for (const node of nodes) {
    yield node;
    if (node.kind === 'element') yield* allNodes(node.children);
    if (node.kind === 'code') yield* node.markers;
  }
}

/**
 * Views Angular refreshes (template runs), blocks converted to render nodes and render nodes
 * made anew (not kept from the chunk before) for each of a few 50-character chunks streamed
 * after `count` parts of an answer were shown.
 */
async function workPerChunk(make: (count: number) => string, count: number) {
  const text = make(count + 20);
  const shown = make(count).length;
  const convert = jest.spyOn(render, 'toMarkdownRenderNodes');
  const { update, fixture, element } = await renderMarkdown({ text: '', citations: [] }, {}, true);
  // Streamed up to `shown` (in large chunks, for speed): parsed at once, a long answer would
  // go over the Markdown budget and be plain text past it.
  for (let end = 2_000; end < shown + 2_000; end += 2_000)
    await update({ text: text.slice(0, Math.min(end, shown)), citations: [] }, true);
  const seen = new WeakSet<object>();
  const made = () => {
    let fresh = 0;
    for (const result of convert.mock.results) {
      for (const node of allNodes(result.value as MarkdownRenderNode[])) {
        if (!seen.has(node)) fresh++;
        seen.add(node);
      }
    }
    return fresh;
  };
  made();
  let templates = 0;
  const stop = setProfiler((event) => {
    if (event === ProfilerEvent.TemplateUpdateStart) templates++;
  });
  const work: { templates: number; blocks: number; nodes: number }[] = [];
  for (let end = shown + 50; end <= shown + 300; end += 50) {
    templates = 0;
    convert.mockClear();
    await update({ text: text.slice(0, end), citations: [] }, true);
    work.push({ templates, blocks: convert.mock.calls.length, nodes: made() });
  }
  stop();
  convert.mockRestore();
  // Still Markdown to the end (no notice that the rest is plain text).
  expect(element.querySelectorAll('[role="note"]')).toHaveLength(0);
  fixture.destroy();
  return work;
}

type Work = Awaited<ReturnType<typeof workPerChunk>>;
const most = (work: Work, key: 'templates' | 'blocks' | 'nodes') =>
  Math.max(...work.map((chunk) => chunk[key]));

describe('<agui-markdown> work per streamed chunk', () => {
  for (const kind of [
    'paragraphs',
    'code',
    'list',
    'ordered list',
    'task list',
    'table',
    'block quote',
    'definitions',
  ] as const) {
    it(`refreshes as many views and makes as many render nodes per chunk of ${kind} however long the answer`, async () => {
      const short = await workPerChunk(LONG_ANSWERS[kind], 40);
      const long = await workPerChunk(LONG_ANSWERS[kind], 400);
      // The last block, and the blocks that use a link definition a chunk completes.
      expect(most(long, 'blocks')).toBeLessThanOrEqual(Math.max(3, most(short, 'blocks')));
      // One more level of groups may be on the path to the last block: up to 16 more views (and
      // on the path to the block that uses a definition a chunk completes: 16 more).
      const paths = kind === 'definitions' ? 2 : 1;
      expect(most(long, 'templates')).toBeLessThanOrEqual(most(short, 'templates') + 16 * paths);
      // A growing list, table or quote makes its last item, row or part anew, not those before it.
      expect(most(long, 'nodes')).toBeLessThanOrEqual(most(short, 'nodes') + 4);
    }, 120_000);
  }
});
