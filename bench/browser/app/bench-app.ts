import {
  type ApplicationConfig,
  ChangeDetectionStrategy,
  Component,
  provideBrowserGlobalErrorListeners,
} from '@angular/core';
import { provideRouter, RouterOutlet } from '@angular/router';

import { OPEN_SAVED_ROUTE } from './open-saved-page';

/**
 * The benchmark app `npm run bench:browser` builds and opens (bench/browser/run.ts): `/bench`,
 * whose query parameters choose the suite and the sizes, and `/open-saved`. It is an app of its own so
 * that the demo holds only usage; each pipeline provides its own store (bench-runner.ts).
 */
@Component({
  selector: 'app-root',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '<main><router-outlet /></main>',
})
export class BenchApp {}

/** Its providers: the router, so that the page reads its query parameters as before. */
export const BENCH_APP_CONFIG: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideRouter([
      // Lazy: the pipelines it compares (the reference client and its schemas, ngx-markdown)
      // are no part of an app that opens a saved chat, and `/open-saved` must not load them.
      {
        path: 'bench',
        loadComponent: () => import('./bench-page').then((m) => m.BenchPage),
        title: 'Benchmark · ngx-ag-ui',
      },
      OPEN_SAVED_ROUTE,
      { path: '**', redirectTo: 'bench' },
    ]),
  ],
};
