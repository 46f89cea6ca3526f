import { DecimalPipe } from '@angular/common';
import {
  afterNextRender,
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  EnvironmentInjector,
  inject,
  signal,
  viewChild,
  ViewContainerRef,
} from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { provideAgUiDevtools } from 'ngx-ag-ui/devtools';

import type { BenchResults, PipelineResult } from './bench-result';
import { BenchRunner } from './bench-runner';
import { toBenchScenario } from './bench-scenario';
import { MARKDOWN_SCENARIO } from './markdown-bench-events';
import { MarkdownBenchRunner } from './markdown-bench-runner';

interface ResultRow {
  readonly label: string;
  readonly a: number;
  readonly b: number;
  readonly digits: string;
}

/**
 * The browser benchmark (`npm run bench:browser` opens `/bench?autostart=1`):
 * renders a cited conversation and streams into its last message through (A) ngx-ag-ui's store
 * and (B) `@ag-ui/client`'s `AbstractAgent`, with the same components, and publishes the
 * results on `window.__aguiBench` and in a table. Query parameters override the sizes
 * (`?messages=100&deltas=2000`).
 */
@Component({
  selector: 'app-bench-page',
  imports: [DecimalPipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h2>Benchmark: ngx-ag-ui's store (A) against &#64;ag-ui/client (B)</h2>
    <p>
      {{ scenario.messages }} assistant messages with {{ scenario.citationsPerMessage }} citations each, then
      {{ scenario.deltas }} text deltas streamed into the last one in batches of {{ scenario.batchSize }} events,
      a citation added every {{ scenario.citationEvery }} deltas. The page freezes while pipeline B streams.
    </p>
    <button type="button" (click)="start()" [disabled]="results()?.status === 'running'">Run the benchmark</button>
    <p role="status">{{ results()?.step }}{{ results()?.error ? ': ' + results()?.error : '' }}</p>
    @if (rows().length > 0) {
      <table>
        <thead>
          <tr><th scope="col">measure</th><th scope="col">A</th><th scope="col">B</th><th scope="col">B/A</th></tr>
        </thead>
        <tbody>
          @for (row of rows(); track row.label) {
            <tr>
              <th scope="row">{{ row.label }}</th>
              <td>{{ row.a | number: row.digits }}</td>
              <td>{{ row.b | number: row.digits }}</td>
              <td>{{ row.a > 0 ? (row.b / row.a | number: '1.2-2') : '–' }}</td>
            </tr>
          }
        </tbody>
      </table>
    }
    <div class="bench-stage"><ng-container #stage /></div>
  `,
  styles: `
    table { border-collapse: collapse; margin: 1rem 0; }
    th, td { padding: 0.25rem 0.75rem; text-align: right; border-bottom: 1px solid #ccc; }
    th[scope='row'] { text-align: left; }
  `,
})
export class BenchPage {
  private readonly stage = viewChild.required('stage', { read: ViewContainerRef });
  private readonly appRef = inject(ApplicationRef);
  private readonly injector = inject(EnvironmentInjector);
  private readonly params = inject(ActivatedRoute).snapshot.queryParamMap;

  protected readonly scenario = toBenchScenario((key) => this.params.get(key));
  protected readonly results = signal<BenchResults | undefined>(undefined);
  protected readonly rows = signal<readonly ResultRow[]>([]);

  constructor() {
    afterNextRender(() => {
      if (this.params.has('autostart')) void this.start();
    });
  }

  protected async start(): Promise<void> {
    // `?suite=markdown`: the Markdown benchmark, in a page load of its own.
    if (this.params.get('suite') === 'markdown') return this.startMarkdown();
    // `?devtools=1`: the store records for the devtools, as in a development build that provides
    // them (bench/browser/devtools-overhead.ts compares the two in a development build).
    const features = this.params.get('devtools') === '1' ? [provideAgUiDevtools()] : [];
    const runner = new BenchRunner(
      this.stage(),
      this.appRef,
      this.injector,
      (results) => {
        window.__aguiBench = results;
        this.results.set(results);
        console.info(
          `[bench] ${results.status}: ${results.step}${results.error ? `: ${results.error}` : ''}`,
        );
      },
      features,
    );
    const only = this.params.get('pipelines');
    const results = await runner.run(
      this.scenario,
      only === 'A' || only === 'B' || only === 'C' ? [only] : undefined,
    );
    const { A, B } = results.pipelines;
    if (A && B) this.rows.set(toRows(A, B));
  }

  private async startMarkdown(): Promise<void> {
    const runner = new MarkdownBenchRunner(this.stage(), this.appRef, this.injector, (results) => {
      window.__aguiMarkdownBench = results;
      console.info(`[bench] markdown ${results.status}: ${results.step} ${results.error ?? ''}`);
    });
    await runner.run(MARKDOWN_SCENARIO);
  }
}

function toRows(a: PipelineResult, b: PipelineResult): ResultRow[] {
  const row = (
    label: string,
    pick: (result: PipelineResult) => number,
    digits = '1.0-0',
  ): ResultRow => ({
    label,
    a: pick(a),
    b: pick(b),
    digits,
  });
  return [
    row('render: time to first render, ms (median)', (r) => r.render.medianMs),
    row('render: JS heap after render, MB', (r) => r.render.heapAfterMb, '1.1-1'),
    row('stream: total time, ms', (r) => r.stream.totalMs),
    row('stream: long tasks (> 50 ms)', (r) => r.stream.longTasks),
    row('stream: longest task, ms', (r) => r.stream.longestTaskMs),
    row('stream: frames rendered', (r) => r.stream.frames),
  ];
}
