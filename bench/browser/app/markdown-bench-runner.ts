import type { BaseEvent } from '@ag-ui/core';
import {
  type ApplicationRef,
  createEnvironmentInjector,
  type EnvironmentInjector,
  type ViewContainerRef,
} from '@angular/core';
import { provideAgUi } from 'ngx-ag-ui';
import { provideMarkdown } from 'ngx-markdown';
import { Subject } from 'rxjs';

import { batchedEvents } from './batched-events';
import { collectAndMeasureHeapMb } from './js-heap';
import { LongTaskRecorder } from './long-task-recorder';
import {
  createMarkdownBenchEvents,
  type MarkdownBenchEvents,
  type MarkdownScenario,
} from './markdown-bench-events';
import type { MarkdownBenchResults, MarkdownRendererResult } from './markdown-bench-result';
import { MarkdownConversation, type MarkdownRendererKind } from './markdown-conversation';
import { nextPaintedFrame } from './next-painted-frame';

const KINDS: readonly MarkdownRendererKind[] = ['M', 'N'];
const WARM_UP: MarkdownScenario = { messages: 100, deltas: 2_000, citations: 10, batchSize: 40 };
const ANSWER = { M: 'app-bench-markdown-answer', N: 'app-bench-ngx-markdown-answer' } as const;

/**
 * The Markdown benchmark: in one page load, renders the cited conversation and
 * streams the same Markdown answer into it through (M) `<agui-markdown>` and (N) ngx-markdown,
 * one chunk per painted frame, after a warm-up of both. Checks that each shows the whole answer
 * (markers, list items, code blocks, table rows) before reporting.
 */
export class MarkdownBenchRunner {
  constructor(
    private readonly host: ViewContainerRef,
    private readonly appRef: ApplicationRef,
    private readonly parentInjector: EnvironmentInjector,
    private readonly publish: (results: MarkdownBenchResults) => void,
  ) {}

  /** Runs the benchmark and resolves with (and publishes) its results. */
  async run(scenario: MarkdownScenario): Promise<MarkdownBenchResults> {
    let results: MarkdownBenchResults = {
      status: 'running',
      step: 'warm-up',
      scenario,
      renderers: {},
    };
    const step = (patch: Partial<MarkdownBenchResults>) => {
      results = { ...results, ...patch };
      this.publish(results);
    };
    step({});
    try {
      const taskMs = window.__aguiBenchTaskMs;
      if (!taskMs) throw new Error('main-thread time is read by npm run bench:browser only');
      for (const kind of KINDS)
        await this.#measure(kind, createMarkdownBenchEvents(WARM_UP), taskMs);
      const renderers: Partial<Record<MarkdownRendererKind, MarkdownRendererResult>> = {};
      for (const kind of KINDS) {
        step({ step: `stream ${kind}` });
        renderers[kind] = await this.#measure(
          kind,
          createMarkdownBenchEvents(scenario),
          taskMs,
          true,
        );
      }
      step({ status: 'done', step: 'done', renderers });
    } catch (error) {
      this.host.clear();
      step({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
    return results;
  }

  async #measure(
    kind: MarkdownRendererKind,
    events: MarkdownBenchEvents,
    taskMs: () => Promise<number>,
    profiled = false,
  ): Promise<MarkdownRendererResult> {
    const injector = createEnvironmentInjector(
      [provideAgUi({ url: '/api/agent' }), provideMarkdown()],
      this.parentInjector,
    );
    const ref = this.host.createComponent(MarkdownConversation, { environmentInjector: injector });
    ref.setInput('renderer', kind);
    ref.setInput('answerId', events.answerId);
    try {
      await ref.instance.feed(batchedEvents([events.conversation]));
      await this.#settle();
      const element = ref.location.nativeElement as HTMLElement;
      const result = await this.#stream(ref.instance, events, taskMs, profiled);
      await this.#settle();
      if (ref.instance.contentOf(events.answerId) !== events.finalContent)
        throw new Error(`${kind}: the store holds another answer than the events`);
      this.#check(kind, element.querySelector(ANSWER[kind]), events);
      return result;
    } finally {
      ref.destroy();
      injector.destroy();
      this.host.clear();
      await this.#settle();
    }
  }

  /** Streams the answer one chunk per painted frame, reading the main-thread time per tenth. */
  async #stream(
    view: MarkdownConversation,
    events: MarkdownBenchEvents,
    taskMs: () => Promise<number>,
    profiled: boolean,
  ): Promise<MarkdownRendererResult> {
    const chunks = events.stream;
    const subject = new Subject<BaseEvent>();
    const done = view.feed(subject);
    const tenth = (t: number) => Math.round((chunks.length * t) / 10);
    const phase = `${view.renderer()} stream`;
    if (profiled) await window.__aguiBenchPhase?.(phase, 'start');
    const marks = [await taskMs()];
    const longTasks = new LongTaskRecorder();
    const start = performance.now();
    for (let i = 0; i < chunks.length; i++) {
      chunks[i].forEach((event) => subject.next(event));
      if (i === chunks.length - 1) subject.complete();
      await nextPaintedFrame();
      if (i + 1 === tenth(marks.length)) marks.push(await taskMs());
    }
    await done;
    await this.appRef.whenStable();
    const end = await nextPaintedFrame();
    const totalTask = (await taskMs()) - marks[0];
    if (profiled) await window.__aguiBenchPhase?.(phase, 'end');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const tasks = longTasks.stop(start, end);
    return {
      totalMs: end - start,
      mainThreadMs: totalTask,
      longTasks: tasks.count,
      longestTaskMs: tasks.longestMs,
      chunks: chunks.length,
      perChunkMsByTenth: marks
        .slice(1)
        .map((mark, t) => (mark - marks[t]) / (tenth(t + 1) - tenth(t))),
    };
  }

  /** Throws unless the answer shows every marker, list item, code block and table row. */
  #check(kind: MarkdownRendererKind, answer: Element | null, events: MarkdownBenchEvents): void {
    if (!answer) throw new Error(`${kind}: the answer is not rendered`);
    const count = (selector: string) => answer.querySelectorAll(selector).length;
    // M lists its sources after the answer; N shows the markers as text (it knows no citations).
    const expected = {
      ...events.expected,
      items: events.expected.items + (kind === 'M' ? events.expected.markers : 0),
      markers: kind === 'M' ? events.expected.markers : 0,
    };
    const seen = {
      items: count('li'),
      codeBlocks: count('pre'),
      rows: count('tbody tr'),
      markers: count('agui-citation-marker'),
    };
    if (JSON.stringify(seen) !== JSON.stringify(expected))
      throw new Error(
        `${kind}: rendered ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`,
      );
  }

  async #settle(): Promise<void> {
    await this.appRef.whenStable();
    await nextPaintedFrame();
    collectAndMeasureHeapMb();
    await nextPaintedFrame();
  }
}
