import { bootstrapApplication } from '@angular/platform-browser';
import { appConfig } from './app.config';
import { SsrPage } from './app';

bootstrapApplication(SsrPage, appConfig).catch((error: unknown) => console.error(error));
