import { mergeApplicationConfig, type ApplicationConfig } from '@angular/core';
import { provideServerRendering, RenderMode, withRoutes, type ServerRoute } from '@angular/ssr';
import { appConfig } from './app.config';

/** Every route is rendered on the server at build time (`outputMode: "static"`). */
const serverRoutes: ServerRoute[] = [{ path: '**', renderMode: RenderMode.Prerender }];

export const serverConfig: ApplicationConfig = mergeApplicationConfig(appConfig, {
  providers: [provideServerRendering(withRoutes(serverRoutes))],
});
