import { bootstrapApplication } from '@angular/platform-browser';

import { BENCH_APP_CONFIG, BenchApp } from './bench-app';

bootstrapApplication(BenchApp, BENCH_APP_CONFIG).catch((error) => console.error(error));
