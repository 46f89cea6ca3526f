import { type ApplicationConfig } from '@angular/core';
import { provideClientHydration, withEventReplay } from '@angular/platform-browser';
import { provideRouter } from '@angular/router';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import { answerAgent } from './answer-agent';

export const appConfig: ApplicationConfig = {
  providers: [
    provideRouter([]),
    provideClientHydration(withEventReplay()),
    provideAgUi({ threadId: 'ssr-thread' }, withAgent(answerAgent)),
  ],
};
