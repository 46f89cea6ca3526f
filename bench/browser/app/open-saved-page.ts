import {
  afterNextRender,
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  inject,
} from '@angular/core';
import { ActivatedRoute, type Routes } from '@angular/router';
import {
  indexedDbThreadStorage,
  injectAgent,
  injectThreads,
  provideAgUi,
  withThreadStorage,
} from 'ngx-ag-ui';
import { Chat } from 'ngx-ag-ui/chat';
import { from } from 'rxjs';

import { createBenchEvents } from './bench-events';
import { FULL_SCENARIO } from './bench-scenario';
import type { OpenSavedResults } from './open-saved-result';
import { nextPaintedFrame } from './next-painted-frame';

const WAIT_LIMIT_MS = 60_000;

/**
 * Opening a saved thread (`/open-saved`): the app starts with the 1,000-message cited
 * conversation in IndexedDB thread storage and `<agui-chat>`, as a person reopening a long chat
 * does. `?seed=1` first saves that thread (bench/browser/run.ts loads it once, then navigates
 * here again); without it the page times, from navigation (`performance.now()`), the last
 * message painted with its markers and every row rendered.
 */
@Component({
  selector: 'app-open-saved-page',
  imports: [Chat],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-chat style="height: 860px" />`,
})
export class OpenSavedPage {
  private readonly store = injectAgent();
  private readonly threads = injectThreads();
  private readonly appRef = inject(ApplicationRef);
  private readonly host: HTMLElement = inject(ElementRef).nativeElement;
  private readonly seed = inject(ActivatedRoute).snapshot.queryParamMap.has('seed');

  constructor() {
    afterNextRender(() => {
      const run = this.seed ? this.#seed() : this.#measure();
      run.catch((error: unknown) => {
        const failed: OpenSavedResults = {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        };
        window.__aguiOpenSaved = failed;
      });
    });
  }

  async #seed(): Promise<void> {
    window.__aguiOpenSaved = { status: 'running' };
    // The storage engine loads when the store starts: a run before it is ready could race the
    // restore of an empty start.
    await this.#until(() => this.threads.ready(), 'the thread storage');
    const events = createBenchEvents(FULL_SCENARIO);
    // bench-events.ts runs it in the thread `bench-thread`.
    await new Promise<void>((resolve, reject) => {
      if (!this.store.connect(from(events.conversation))) reject(new Error('the store is busy'));
      const check = setInterval(() => {
        if (this.store.isRunning()) return;
        clearInterval(check);
        resolve();
      }, 50);
    });
    await this.#until(
      () => this.threads.threads().some((thread) => thread.threadId === 'bench-thread'),
      'the thread saved',
    );
    // Saves while a run streams are throttled (1 s): let any late one land before the reload.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    window.__aguiOpenSaved = { status: 'seeded' };
  }

  async #measure(): Promise<void> {
    window.__aguiOpenSaved = { status: 'running' };
    const list = () => this.host.querySelector('.agui-message-list-rows');
    await this.#until(
      () =>
        (list()?.lastElementChild?.querySelectorAll('agui-markdown agui-citation-marker').length ??
          0) === FULL_SCENARIO.citationsPerMessage,
      'the last message with its markers',
    );
    const lastPaintedMs = await nextPaintedFrame();
    await this.#until(
      () => list()?.childElementCount === FULL_SCENARIO.messages,
      `${FULL_SCENARIO.messages} rows`,
    );
    const allRowsMs = await nextPaintedFrame();
    window.__aguiOpenSaved = { status: 'done', lastPaintedMs, allRowsMs };
    console.info(
      `[bench] open saved: last message painted at ${lastPaintedMs.toFixed(0)} ms, every row at ${allRowsMs.toFixed(0)} ms`,
    );
  }

  async #until(condition: () => boolean, what: string): Promise<void> {
    const limit = performance.now() + WAIT_LIMIT_MS;
    for (;;) {
      if (condition()) return;
      if (performance.now() > limit) {
        const rows = this.host.querySelector('.agui-message-list-rows')?.childElementCount ?? 0;
        throw new Error(`timed out waiting for ${what} (${rows} rows shown)`);
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }
}

/** The route, with its own store: the agent's thread kept in IndexedDB. */
export const OPEN_SAVED_ROUTE: Routes[number] = {
  path: 'open-saved',
  component: OpenSavedPage,
  title: 'Open a saved thread · ngx-ag-ui',
  providers: [provideAgUi({ url: '/api/agent' }, withThreadStorage(indexedDbThreadStorage()))],
};
