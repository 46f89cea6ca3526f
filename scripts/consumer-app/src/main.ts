// A throwaway app that installs the packed library the way users do and compiles against
// every entry point (skipLibCheck is off, so every published .d.ts is type-checked too).
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import * as primary from 'ngx-ag-ui';
import * as a2ui from 'ngx-ag-ui/a2ui';
import * as capabilities from 'ngx-ag-ui/capabilities';
import * as citations from 'ngx-ag-ui/citations';
import * as core from 'ngx-ag-ui/core';
import * as devtools from 'ngx-ag-ui/devtools';
import * as runtime from 'ngx-ag-ui/core/runtime';
import * as formats from 'ngx-ag-ui/formats';
import * as chat from 'ngx-ag-ui/chat';
import * as markdown from 'ngx-ag-ui/markdown';
import * as mcpApps from 'ngx-ag-ui/mcp-apps';
import * as testing from 'ngx-ag-ui/testing';
import * as toolUi from 'ngx-ag-ui/tool-ui';

const entries = {
  primary,
  core,
  runtime,
  formats,
  citations,
  markdown,
  chat,
  capabilities,
  toolUi,
  a2ui,
  mcpApps,
  devtools,
  testing,
};

@Component({
  selector: 'app-root',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>{{ summary }}</p>`,
})
class ConsumerApp {
  protected readonly summary = Object.entries(entries)
    .map(([name, exports]) => `${name}: ${Object.keys(exports).length} exports`)
    .join(', ');
}

bootstrapApplication(ConsumerApp).catch((error: unknown) => console.error(error));
