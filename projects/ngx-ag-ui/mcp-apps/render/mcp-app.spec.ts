import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent, Message, RunAgentInput } from '@ag-ui/core';
import { type AgentSource, injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { of } from 'rxjs';

import { MCP_APP_LIMITS } from '../model/mcp-app-limits';
import type { McpAppWarning } from '../model/mcp-app-warning';
import type { McpAppsOptions } from '../provide/mcp-apps-options';
import { provideMcpApps } from '../provide/provide-mcp-apps';
import { McpApp } from './mcp-app';

const CONTENT = {
  result: { content: [{ type: 'text', text: 'done' }] },
  resourceUri: 'ui://demo/app.html',
  serverHash: 'abc',
  serverId: 'demo',
  toolInput: { topic: 'signals' },
};

const activity = (content: unknown) =>
  ({ id: 'app-1', role: 'activity', activityType: 'mcp-apps', content }) as unknown as Message;

@Component({
  selector: 'agui-spec-mcp-app-host',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [McpApp],
  template: `<agui-mcp-app messageId="app-1" (warning)="warnings.push($event)" />`,
})
class Host {
  readonly agent = injectAgent();
  readonly warnings: McpAppWarning[] = [];
}

/** An agent that answers every proxied request with `result` (or `{ error }`), counting them. */
function proxyAgent(result: (input: RunAgentInput) => unknown) {
  const runs: RunAgentInput[] = [];
  const source: AgentSource = {
    run: (input) => {
      runs.push(input);
      const { threadId, runId } = input;
      return of(
        { type: 'RUN_STARTED', threadId, runId } as BaseEvent,
        { type: 'RUN_FINISHED', threadId, runId, result: result(input) } as BaseEvent,
      );
    },
  };
  return { source, runs };
}

async function render(content: unknown, options: McpAppsOptions) {
  TestBed.configureTestingModule({
    providers: [
      provideAgUi({ messages: [activity(content)] }, withAgent({ run: () => of() })),
      provideMcpApps(options),
    ],
  });
  const fixture = TestBed.createComponent(Host);
  fixture.detectChanges();
  await fixture.whenStable();
  // The resource read settles over a few microtasks.
  for (let i = 0; i < 10; i++) await Promise.resolve();
  fixture.detectChanges();
  const element = fixture.nativeElement as HTMLElement;
  return {
    fixture,
    element,
    status: () => element.querySelector('[role="status"]')?.textContent?.trim(),
    retry: () => element.querySelector<HTMLButtonElement>('.agui-mcp-app-retry'),
    frame: () => element.querySelector('iframe'),
    kinds: () => fixture.componentInstance.warnings.map((warning) => warning.mcpApp),
  };
}

describe('<agui-mcp-app>', () => {
  it('shows nothing for content that is not an MCP App, with an invalid-content warning', async () => {
    const app = await render({ resourceUri: 42 }, { agent: proxyAgent(() => ({})).source });
    expect(app.kinds()).toEqual(['invalid-content']);
    expect(app.frame()).toBeNull();
    expect(app.fixture.componentInstance.agent.warnings()).toHaveLength(1);
  });

  it('warns when no agent is given to read the app from', async () => {
    const app = await render(CONTENT, {});
    expect(app.kinds()).toEqual(['no-proxy']);
    expect(app.status()).toBe('The app could not be loaded.');
  });

  it('reads the resource through the agent, and a failed read shows Retry, which reads again', async () => {
    const agent = proxyAgent(() => ({ error: 'MCP request failed' }));
    const app = await render(CONTENT, { agent: agent.source });
    expect(agent.runs).toHaveLength(1);
    expect(agent.runs[0].forwardedProps).toEqual({
      __proxiedMCPRequest: {
        serverHash: 'abc',
        serverId: 'demo',
        method: 'resources/read',
        params: { uri: 'ui://demo/app.html' },
      },
    });
    expect(app.kinds()).toEqual(['resource-failed']);
    expect(app.status()).toBe('The app could not be loaded.');
    app.retry()!.click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(agent.runs).toHaveLength(2);
    // The store holds the warning once, however often it happened.
    expect(app.fixture.componentInstance.agent.warnings()).toHaveLength(1);
  });

  it('does not show HTML over the limit', async () => {
    const html = 'x'.repeat(MCP_APP_LIMITS.maxHtmlChars + 1);
    const agent = proxyAgent(() => ({
      contents: [{ uri: CONTENT.resourceUri, mimeType: 'text/html;profile=mcp-app', text: html }],
    }));
    const app = await render(CONTENT, { agent: agent.source });
    expect(app.kinds()).toEqual(['resource-too-large']);
    expect(app.frame()).toBeNull();
  });

  it('puts the app in the page only in a frame sandboxed with allow-scripts alone, unless the app opts in', async () => {
    const resource = () => ({
      contents: [
        { uri: CONTENT.resourceUri, mimeType: 'text/html;profile=mcp-app', text: '<p>hi</p>' },
      ],
    });
    // Every frame as it enters the page (the bridge, loaded later, is not needed for this).
    const seen: { sandbox: string | null; title: string | null; srcdoc: string }[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLIFrameElement)
          seen.push({
            sandbox: node.getAttribute('sandbox'),
            title: node.getAttribute('title'),
            srcdoc: node.srcdoc,
          });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await render(CONTENT, { agent: proxyAgent(resource).source });
    TestBed.resetTestingModule();
    await render(CONTENT, { agent: proxyAgent(resource).source, allowSameOrigin: true });
    await Promise.resolve();
    observer.disconnect();
    expect(seen).toEqual([
      { sandbox: 'allow-scripts', title: 'App: ui://demo/app.html', srcdoc: '' },
      { sandbox: 'allow-scripts allow-same-origin', title: 'App: ui://demo/app.html', srcdoc: '' },
    ]);
  });
});
