import { TestBed } from '@angular/core/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AG_UI_TOOL_RENDERERS } from 'ngx-ag-ui';
import {
  MCP_APP_LIMITS,
  MCP_APPS_ACTIVITY_TYPE,
  MCP_APPS_OPTIONS,
  McpAppActivity,
  type McpAppWarningKind,
  provideMcpApps,
} from 'ngx-ag-ui/mcp-apps';

import { proxyInput } from '../host/mcp-proxy';

// docs/mcp-apps.md, checked as written: its example, the request it describes, its numbers,
// the texts a person sees and the warning kinds it names.
const guide = readFileSync(join(__dirname, '../../../../docs/mcp-apps.md'), 'utf8');

describe('docs/mcp-apps.md', () => {
  it("registers the renderer of mcp-apps activities with the guide's route providers", () => {
    expect(guide).toContain("providers: [provideMcpApps({ url: '/agent' })]");
    TestBed.configureTestingModule({ providers: [provideMcpApps({ url: '/agent' })] });
    const renderers = TestBed.inject(AG_UI_TOOL_RENDERERS);
    expect(MCP_APPS_ACTIVITY_TYPE).toBe('mcp-apps');
    expect(renderers.some((each) => each.activities?.['mcp-apps'] === McpAppActivity)).toBe(true);
    expect(TestBed.inject(MCP_APPS_OPTIONS)).toEqual({ url: '/agent' });
  });

  it('describes the proxied request as it is sent', () => {
    const input = proxyInput(
      { result: {}, resourceUri: 'ui://a', serverHash: 'h', serverId: 'id', toolInput: {} },
      'tools/call',
      { name: 'x' },
    );
    expect(input.messages).toEqual([]);
    const request = (input.forwardedProps as Record<string, Record<string, unknown>>)[
      '__proxiedMCPRequest'
    ];
    expect(guide).toContain('`forwardedProps.__proxiedMCPRequest`');
    expect(guide).toContain(`(\`{ ${Object.keys(request).join(', ')} }\`)`);
  });

  it('gives the limits the library has', () => {
    expect(guide).toContain(
      `\`maxHtmlChars\` (${MCP_APP_LIMITS.maxHtmlChars.toLocaleString('en-US')} characters)`,
    );
    expect(guide).toContain(`\`maxMessagesPerSecond\` (${MCP_APP_LIMITS.maxMessagesPerSecond})`);
    expect(guide).toContain(`(${MCP_APP_LIMITS.maxHeight} px)`);
    expect(guide).toContain(
      `\`MCP_APP_LIMITS.initTimeoutMs\` (${MCP_APP_LIMITS.initTimeoutMs / 1000} s;`,
    );
    expect(guide).toContain(`\`requestTimeoutMs\` (${MCP_APP_LIMITS.requestTimeoutMs / 1000} s)`);
  });

  it('quotes the texts a person sees as the component writes them', () => {
    const component = readFileSync(join(__dirname, '../render/mcp-app.ts'), 'utf8');
    for (const text of [
      'Loading the app…',
      'The app could not be loaded.',
      'The app stopped responding.',
      "The agent refused the app's call of",
    ]) {
      expect(guide).toContain(text);
      expect(component).toContain(text);
    }
  });

  it('names only warning kinds that exist, and every one of them', () => {
    const kinds: Record<McpAppWarningKind, true> = {
      'invalid-content': true,
      'no-proxy': true,
      'resource-failed': true,
      'resource-too-large': true,
      'invalid-csp-domain': true,
      'init-timeout': true,
      'message-flood': true,
      'call-refused': true,
      'message-not-sent': true,
      'unsafe-link': true,
    };
    const named = new Set(
      [...guide.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)]
        .map(([, kind]) => kind)
        .filter(
          (kind) => kind in kinds || /^(resource|message|call|init|no|unsafe|invalid)-/.test(kind),
        ),
    );
    for (const kind of named) expect(kinds).toHaveProperty([kind]);
    for (const kind of Object.keys(kinds)) expect(named).toContain(kind);
  });
});
