import {
  afterRenderEffect,
  ChangeDetectorRef,
  computed,
  DestroyRef,
  inject,
  linkedSignal,
  type Signal,
  untracked,
} from '@angular/core';

import type { ChatRow } from '../session/chat-rows';
import {
  FIRST_ROWS,
  firstRenderedRow,
  nextSliceSize,
  sliceBudget,
  UNMEASURED_ROWS,
} from './row-window';
import { nextFrame, whenIdle } from './when-idle';

/** What `renderRowsLate()` gives the message list's template. */
export interface LateRows {
  /** The rows to render now: the last ones, growing upwards to all of them. */
  readonly shown: Signal<readonly ChatRow[]>;
  /** How many rows above `shown` still wait (a spacer reserves their height). */
  readonly waiting: Signal<number>;
  /** Renders the next rows at the next frame: the person scrolled near the waiting ones. */
  approach(): void;
}

/**
 * Renders a thread that arrives whole from its end: the last rows at once, as many as fill the
 * view, the rows above them
 * in slices when the browser is idle (each slice sized to about one frame's budget from what the
 * last one cost), or at the next frame when the person scrolls near them. The distance from the
 * view to the end of the conversation is read before a slice renders and put back after, so
 * the rows in view never move while rows appear above them (the same place the browser's own
 * scroll anchoring keeps them). Call it in the message list's injection context.
 */
export function renderRowsLate(
  rows: Signal<readonly ChatRow[]>,
  scroller: () => HTMLElement,
  renderedRows: () => HTMLElement | undefined,
): LateRows {
  const changeDetector = inject(ChangeDetectorRef);
  const start = linkedSignal<readonly ChatRow[], number>({
    source: rows,
    computation: (now, previous) =>
      firstRenderedRow(now, previous && { rows: previous.source, start: previous.value }),
  });
  // The last slice: rows rendered and what they cost (none yet: the first slice is FIRST_SLICE).
  let last = { rows: 0, ms: 0 };
  let cancel: (() => void) | null = null;
  let soon = false;
  let destroyed = false;

  const renderSlice = (size: number) => {
    cancel = null;
    soon = false;
    const from = start();
    if (destroyed || from === 0) return;
    const element = scroller();
    const fromEnd = element.scrollHeight - element.scrollTop;
    const began = performance.now();
    const next = Math.max(0, from - size);
    start.set(next);
    // Rendered here, not at the next tick, so that the slice's cost is known and the scroll
    // position is put back before the browser paints the rows.
    changeDetector.detectChanges();
    last = { rows: from - next, ms: performance.now() - began };
    element.scrollTop = element.scrollHeight - fromEnd;
    schedule(false);
  };
  const schedule = (atNextFrame: boolean) => {
    if (destroyed || start() === 0 || (cancel && (soon || !atNextFrame))) return;
    cancel?.();
    soon = atNextFrame;
    const view = scroller().ownerDocument.defaultView;
    if (!view) return;
    // Sized when it runs, to the idle time the browser then has.
    const slice = (idleMs?: number) =>
      renderSlice(nextSliceSize(last.rows, last.ms, sliceBudget(idleMs)));
    cancel = (atNextFrame ? nextFrame : whenIdle)(view, slice);
  };

  // The rendered rows fill the view (or are all there): measured, or, in a list not laid out
  // (hidden, or no layout at all), a screen of short rows guessed.
  const fillsView = () => {
    if (start() === 0) return true;
    const view = scroller().clientHeight;
    return view === 0
      ? rows().length - start() >= UNMEASURED_ROWS
      : (renderedRows()?.offsetHeight ?? 0) >= view;
  };

  // Runs in the browser only, after the list rendered. The first rows are a few: more render
  // at once, before the browser paints, until they fill the view (a short row is a line, a cited
  // answer with its sources a screen), and the rows left waiting start their slices.
  afterRenderEffect(() => {
    if (start() === 0) return;
    untracked(() => {
      while (!destroyed && !fillsView()) renderSlice(FIRST_ROWS);
    });
    schedule(false);
  });
  inject(DestroyRef).onDestroy(() => {
    destroyed = true;
    cancel?.();
  });
  return {
    shown: computed(() => (start() === 0 ? rows() : rows().slice(start()))),
    waiting: start.asReadonly(),
    approach: () => schedule(true),
  };
}
