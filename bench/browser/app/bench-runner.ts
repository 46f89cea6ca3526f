import {
  type ApplicationRef,
  type ComponentRef,
  createEnvironmentInjector,
  type EnvironmentInjector,
  type ViewContainerRef,
} from '@angular/core';
import { type AgUiFeature, provideAgUi } from 'ngx-ag-ui';

import { batchedEvents } from './batched-events';
import { createBenchEvents, type BenchEvents } from './bench-events';
import type { BenchPipeline } from './bench-pipeline';
import type {
  BenchResults,
  PipelineKind,
  PipelineResult,
  RenderKind,
  RenderResult,
  StreamResult,
} from './bench-result';
import { type BenchScenario, WARM_UP_SCENARIO } from './bench-scenario';
import { ChatConversation } from './chat-conversation';
import { ClientConversation } from './client-conversation';
import { DomConversation } from './dom-conversation';
import { FrameCounter } from './frame-counter';
import { canCollectGarbage, canMeasureHeap, collectAndMeasureHeapMb } from './js-heap';
import { LongTaskRecorder } from './long-task-recorder';
import { nextPaintedFrame } from './next-painted-frame';
import { StoreConversation } from './store-conversation';

interface Mounted {
  readonly ref: ComponentRef<BenchPipeline>;
  readonly element: HTMLElement;
  destroy(): void;
}

interface RenderSample {
  readonly ms: number;
  /** Time to the first frame painted with the last message and its markers (C renders it first). */
  readonly lastPaintedMs: number;
  readonly heapAfterMb: number;
  readonly heapDeltaMb: number;
}

const KINDS: readonly PipelineKind[] = ['A', 'B', 'C'];

/** Where a view puts each row and its markers: the bench rows, or `<agui-chat>`'s (C). */
function selectorsOf(kind: RenderKind): { readonly row: string; readonly marker: string } {
  return kind === 'C'
    ? { row: 'agui-message', marker: 'agui-markdown agui-citation-marker' }
    : { row: 'app-bench-message', marker: 'agui-cited-text agui-citation-marker' };
}
const WAIT_LIMIT_MS = 15 * 60_000;

/**
 * Runs both pipelines on the same generated events, one after the other in the same view
 * container, with the view destroyed and garbage collected in between: a warm-up of every code
 * path, `renderRuns` renders of the conversation (alternating which pipeline goes first), then
 * a render followed by the stream, for each pipeline.
 */
export class BenchRunner {
  constructor(
    private readonly host: ViewContainerRef,
    private readonly appRef: ApplicationRef,
    private readonly parentInjector: EnvironmentInjector,
    private readonly publish: (results: BenchResults) => void,
    /** Features of the store of pipelines A and C (`provideAgUiDevtools()` for `?devtools=1`). */
    private readonly features: readonly AgUiFeature[] = [],
  ) {}

  /**
   * Runs the benchmark.
   * @param kinds The pipelines to run (both by default; one alone to profile it).
   */
  async run(
    scenario: BenchScenario,
    kinds: readonly PipelineKind[] = KINDS,
  ): Promise<BenchResults> {
    let results: BenchResults = {
      status: 'running',
      step: 'warm-up',
      scenario,
      gcExposed: canCollectGarbage(),
      heapAvailable: canMeasureHeap(),
      pipelines: {},
    };
    const step = (patch: Partial<BenchResults>) => {
      results = { ...results, ...patch };
      this.publish(results);
    };
    step({});
    try {
      if (!LongTaskRecorder.supported) throw new Error('this browser does not report long tasks');
      let coldStartMs: number | undefined;
      if (kinds.includes('A')) {
        step({ step: 'render A (cold start)' });
        coldStartMs = (await this.#renderOnce('A', scenario, false)).ms;
      }
      for (const kind of kinds) await this.#renderAndStream(kind, WARM_UP_SCENARIO, false);
      // C is measured by its stream (and the render before it), not in the alternating renders.
      const compared = kinds.filter((kind) => kind !== 'C');
      const renderKinds: readonly RenderKind[] =
        compared.length > 1 ? [...compared, 'V'] : compared;
      if (renderKinds.includes('V')) await this.#renderOnce('V', WARM_UP_SCENARIO, false);

      const samples: Record<RenderKind, RenderSample[]> = { A: [], B: [], C: [], V: [] };
      for (let run = 0; run < scenario.renderRuns; run++) {
        for (const kind of run % 2 === 0 ? renderKinds : [...renderKinds].reverse()) {
          step({ step: `render ${kind} (${run + 1}/${scenario.renderRuns})` });
          samples[kind].push(await this.#renderOnce(kind, scenario, run === 0));
        }
      }
      const pipelines: Partial<Record<PipelineKind, PipelineResult>> = {};
      for (const kind of kinds) {
        step({ step: `stream ${kind}` });
        const stream = await this.#renderAndStream(kind, scenario, true, samples[kind]);
        pipelines[kind] = { render: summarize(samples[kind]), stream };
      }
      const dom = samples.V.length > 0 ? summarize(samples.V) : undefined;
      step({ status: 'done', step: 'done', pipelines, dom, coldStartMs });
    } catch (error) {
      this.host.clear();
      step({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
    return results;
  }

  // Each measurement runs in its own async function: a suspended caller keeps its local
  // variables alive, and a view held there would count in the next measurement's heap.
  async #renderOnce(
    kind: RenderKind,
    scenario: BenchScenario,
    profiled: boolean,
  ): Promise<RenderSample> {
    const { mounted, sample } = await this.#render(
      kind,
      scenario,
      createBenchEvents(scenario),
      profiled,
    );
    await this.#unmount(mounted);
    return sample;
  }

  async #renderAndStream(
    kind: PipelineKind,
    scenario: BenchScenario,
    profiled: boolean,
    renders?: RenderSample[],
  ): Promise<StreamResult> {
    const events = createBenchEvents(scenario);
    // A pipeline without renders of its own (C) can have this render profiled.
    const { mounted, sample } = await this.#render(
      kind,
      scenario,
      events,
      profiled && renders?.length === 0,
    );
    // A pipeline without renders of its own (C) reports the render before its stream.
    if (renders?.length === 0) renders.push(sample);
    const stream = await this.#stream(kind, mounted, events, profiled);
    await this.#unmount(mounted);
    return stream;
  }

  async #render(
    kind: RenderKind,
    scenario: BenchScenario,
    events: BenchEvents,
    profiled: boolean,
  ): Promise<{ mounted: Mounted; sample: RenderSample }> {
    await this.#settle();
    const heapBeforeMb = collectAndMeasureHeapMb();
    const mounted = this.#mount(kind);
    await this.appRef.whenStable();
    const selectors = selectorsOf(kind);
    // The chat's rows are polled once a frame while it renders them in slices: through its
    // list's children, as a query over the whole conversation (about 225,000 nodes) each frame
    // would cost the page more than the rows do.
    const chatList = () => mounted.element.querySelector('.agui-message-list-rows');
    const rows = () =>
      kind === 'C'
        ? (chatList()?.childElementCount ?? 0)
        : mounted.element.querySelectorAll(selectors.row).length;

    if (profiled) await window.__aguiBenchPhase?.(`${kind} render`, 'start');
    const start = performance.now();
    await mounted.ref.instance.feed(batchedEvents([events.conversation]));
    // The chat renders the end of a long thread first and the rows above in idle time: the time
    // to the last message painted is what a person waits for, the time to every row rendered is
    // when the whole thread can be scrolled and searched. The other views render all at once.
    let lastPainted: number | undefined;
    if (kind === 'C') {
      const lastRowDone = () =>
        (chatList()?.lastElementChild?.querySelectorAll(selectors.marker).length ?? 0) ===
        scenario.citationsPerMessage;
      await this.#until(lastRowDone, `${kind}: the last row with its markers`);
      lastPainted = await nextPaintedFrame();
    }
    await this.#until(() => rows() === scenario.messages, `${kind}: ${scenario.messages} rows`);
    const end = await nextPaintedFrame();
    lastPainted ??= end;
    if (profiled) await window.__aguiBenchPhase?.(`${kind} render`, 'end');

    const heapAfterMb = collectAndMeasureHeapMb();
    this.#expect(
      kind,
      mounted,
      events.lastId,
      events.initialLastContent,
      scenario.citationsPerMessage,
    );
    const markers = mounted.element.querySelectorAll(selectors.marker).length;
    if (markers !== scenario.messages * scenario.citationsPerMessage) {
      throw new Error(
        `${kind}: ${markers} markers rendered, expected ${scenario.messages * scenario.citationsPerMessage}`,
      );
    }
    console.info(
      `[bench] ${kind} render ${(end - start).toFixed(0)} ms (last message painted at ${(lastPainted - start).toFixed(0)} ms), heap ${heapBeforeMb.toFixed(1)} → ${heapAfterMb.toFixed(1)} MB`,
    );
    return {
      mounted,
      sample: {
        ms: end - start,
        lastPaintedMs: lastPainted - start,
        heapAfterMb,
        heapDeltaMb: heapAfterMb - heapBeforeMb,
      },
    };
  }

  async #stream(
    kind: PipelineKind,
    mounted: Mounted,
    events: BenchEvents,
    profiled: boolean,
  ): Promise<StreamResult> {
    mounted.ref.setInput('streamingId', events.lastId);
    const selectors = selectorsOf(kind);
    // The chat (C) keeps its own view at the end; its last row is the streaming message.
    const lastRow =
      kind === 'C'
        ? [...mounted.element.querySelectorAll(selectors.row)].at(-1)
        : mounted.element.querySelector(`app-bench-message[data-message-id="${events.lastId}"]`);
    // The reader watches the answer being written, as in a chat scrolled to its end.
    if (kind !== 'C') lastRow?.scrollIntoView({ block: 'start' });
    await this.#settle();
    const markers = () => lastRow?.querySelectorAll(selectors.marker).length ?? 0;
    const sources = () => lastRow?.querySelectorAll('agui-sources li').length ?? 0;

    if (profiled) await window.__aguiBenchPhase?.(`${kind} stream`, 'start');
    const frames = new FrameCounter();
    const longTasks = new LongTaskRecorder();
    const start = performance.now();
    await mounted.ref.instance.feed(batchedEvents(events.stream));
    await this.#until(
      () => markers() === events.finalLastCitations && sources() === events.finalLastCitations,
      `${kind}: ${events.finalLastCitations} citations on the last message`,
    );
    const end = await nextPaintedFrame();
    const frameCount = frames.stop();
    if (profiled) await window.__aguiBenchPhase?.(`${kind} stream`, 'end');
    // Long task entries are queued after their task ends: let the last one arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const tasks = longTasks.stop(start, end);

    this.#expect(kind, mounted, events.lastId, events.finalLastContent, events.finalLastCitations);
    return {
      totalMs: end - start,
      longTasks: tasks.count,
      longestTaskMs: tasks.longestMs,
      blockingMs: tasks.blockingMs,
      frames: frameCount,
      events: events.stream.reduce((sum, batch) => sum + batch.length, 0),
      batches: events.stream.length,
    };
  }

  /** Checks the pipeline's model really applied the events. */
  #expect(
    kind: RenderKind,
    mounted: Mounted,
    id: string,
    content: string,
    citations: number,
  ): void {
    const seen = mounted.ref.instance.inspect(id);
    if (!seen) throw new Error(`${kind}: message ${id} is missing`);
    if (seen.content !== content) {
      throw new Error(
        `${kind}: message ${id} has ${seen.content.length} characters, expected ${content.length}`,
      );
    }
    if (seen.citations !== citations) {
      throw new Error(
        `${kind}: message ${id} has ${seen.citations} citations, expected ${citations}`,
      );
    }
  }

  #mount(kind: RenderKind): Mounted {
    if (kind === 'V') {
      const ref = this.host.createComponent(DomConversation);
      return {
        ref,
        element: ref.location.nativeElement as HTMLElement,
        destroy: () => ref.destroy(),
      };
    }
    if (kind === 'A' || kind === 'C') {
      const injector = createEnvironmentInjector(
        [provideAgUi({ url: '/api/agent' }, ...this.features)],
        this.parentInjector,
      );
      const component = kind === 'A' ? StoreConversation : ChatConversation;
      const ref: ComponentRef<BenchPipeline> = this.host.createComponent<BenchPipeline>(component, {
        environmentInjector: injector,
      });
      return {
        ref,
        element: ref.location.nativeElement as HTMLElement,
        destroy: () => {
          ref.destroy();
          injector.destroy();
        },
      };
    }
    const ref = this.host.createComponent(ClientConversation);
    return {
      ref,
      element: ref.location.nativeElement as HTMLElement,
      destroy: () => ref.destroy(),
    };
  }

  async #unmount(mounted: Mounted): Promise<void> {
    mounted.destroy();
    this.host.clear();
    await this.#settle();
  }

  /** Lets rendering finish and collects garbage, so one step's leftovers do not land in the next. */
  async #settle(): Promise<void> {
    await this.appRef.whenStable();
    await nextPaintedFrame();
    collectAndMeasureHeapMb();
    await nextPaintedFrame();
  }

  async #until(condition: () => boolean, what: string): Promise<void> {
    const limit = performance.now() + WAIT_LIMIT_MS;
    for (;;) {
      await this.appRef.whenStable();
      if (condition()) return;
      if (performance.now() > limit) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }
}

function summarize(samples: readonly RenderSample[]): RenderResult {
  return {
    runsMs: samples.map((sample) => sample.ms),
    medianMs: median(samples.map((sample) => sample.ms)),
    lastPaintedMs: median(samples.map((sample) => sample.lastPaintedMs)),
    heapAfterMb: median(samples.map((sample) => sample.heapAfterMb)),
    heapDeltaMb: median(samples.map((sample) => sample.heapDeltaMb)),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
