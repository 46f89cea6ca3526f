import { bootstrapApplication, type BootstrapContext } from '@angular/platform-browser';
import { SsrPage } from './app';
import { serverConfig } from './app.config.server';

export default (context: BootstrapContext) => bootstrapApplication(SsrPage, serverConfig, context);
