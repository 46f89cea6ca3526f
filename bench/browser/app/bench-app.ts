import {
  type ApplicationConfig,
  ChangeDetectionStrategy,
  Component,
  provideBrowserGlobalErrorListeners,
} from '@angular/core';
import { provideRouter, RouterOutlet } from '@angular/router';

import { BenchPage } from './bench-page';
import { OPEN_SAVED_ROUTE } from './open-saved-page';

/**
 * The benchmark app `npm run bench:browser` builds and opens (bench/browser/run.ts): one page,
 * `/bench`, whose query parameters choose the suite and the sizes. It is an app of its own so
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
      { path: 'bench', component: BenchPage, title: 'Benchmark · ngx-ag-ui' },
      OPEN_SAVED_ROUTE,
      { path: '**', redirectTo: 'bench' },
    ]),
  ],
};
