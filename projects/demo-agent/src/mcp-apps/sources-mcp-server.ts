import { McpServer } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';

import { CORPUS, searchCorpus } from '../corpus/corpus-index';
import { HOSTILE_APPS } from './hostile-apps';
import { sourcesAppHtml } from './sources-app-html';

/**
 * The MIME type of an MCP App's HTML (`RESOURCE_MIME_TYPE` of `@modelcontextprotocol/ext-apps`,
 * whose server helpers ship as ES modules only: the demo agent's specs run as CommonJS).
 */
const RESOURCE_MIME_TYPE = 'text/html;profile=mcp-app';

/** Registers a tool whose result an app shows, as the SDK's `registerAppTool` does. */
function registerAppTool<Shape extends z.ZodRawShape>(
  server: McpServer,
  name: string,
  config: {
    description: string;
    inputSchema: z.ZodObject<Shape>;
    resourceUri: string;
    visibility?: ('model' | 'app')[];
  },
  run: (args: z.infer<z.ZodObject<Shape>>) => Promise<CallToolResult>,
): void {
  const { resourceUri, visibility, ...rest } = config;
  server.registerTool(
    name,
    {
      ...rest,
      // The current key, and the legacy flat one older hosts read.
      _meta: {
        ui: { resourceUri, ...(visibility && { visibility }) },
        'ui/resourceUri': resourceUri,
      },
    },
    // The SDK checks the arguments against `inputSchema` before the call.
    (args: unknown) => run(args as z.infer<z.ZodObject<Shape>>),
  );
}

/** The UI resource of the sources explorer. */
export const SOURCES_APP_URI = 'ui://demo/sources.html';

/** The tool that opens the sources explorer (model-visible). */
export const SHOW_SOURCES_TOOL = 'show_sources';

/** The tools that open the hostile test apps, by app name. */
export const HOSTILE_APP_TOOLS: Readonly<Record<string, string>> = {
  probe: 'show_probe_app',
  flood: 'show_flood_app',
  silent: 'show_silent_app',
  huge: 'show_huge_app',
  missing: 'show_missing_app',
};

/**
 * The demo's MCP server (the official `@modelcontextprotocol/server`, its tools declaring their
 * app as the MCP Apps specification says): `show_sources` finds corpus pages for a topic and shows them in the sources
 * explorer app; `source_details`, callable by the app only, returns one page's text; the
 * `show_*_app` tools open the hostile apps the host's security specs use. `agentOrigin` is
 * where the demo agent listens (the probe app tries to fetch it).
 */
export function createSourcesMcpServer(agentOrigin: string): McpServer {
  const server = new McpServer({ name: 'ngx-ag-ui demo sources', version: '1.0.0' });
  registerAppTool(
    server,
    SHOW_SOURCES_TOOL,
    {
      description: 'Shows the sources about a topic in an app the user can explore.',
      inputSchema: z.object({ topic: z.string() }),
      resourceUri: SOURCES_APP_URI,
    },
    async ({ topic }) => {
      const hits = searchCorpus(topic, { limit: 5 });
      const sources = (hits.length > 0 ? hits.map((hit) => hit.document) : CORPUS.slice(0, 5)).map(
        ({ id, title, url }) => ({ id, title, url }),
      );
      return {
        content: [{ type: 'text', text: sources.map((source) => source.title).join('\n') }],
        structuredContent: { sources },
      };
    },
  );
  registerAppTool(
    server,
    'source_details',
    {
      description: "One source's text.",
      inputSchema: z.object({ id: z.string() }),
      resourceUri: SOURCES_APP_URI,
      visibility: ['app'],
    },
    async ({ id }) => {
      const page = CORPUS.find((each) => each.id === id);
      return page
        ? { content: [{ type: 'text', text: `${page.title}: ${page.body}` }] }
        : { content: [{ type: 'text', text: `No source ${id}.` }], isError: true };
    },
  );
  server.registerResource(
    'Sources explorer',
    SOURCES_APP_URI,
    { description: 'Explore the sources of an answer.', mimeType: RESOURCE_MIME_TYPE },
    async () => ({
      contents: [{ uri: SOURCES_APP_URI, mimeType: RESOURCE_MIME_TYPE, text: sourcesAppHtml() }],
    }),
  );
  for (const [name, tool] of Object.entries(HOSTILE_APP_TOOLS)) {
    const uri = `ui://demo/hostile/${name}.html`;
    registerAppTool(
      server,
      tool,
      {
        description: `Opens the ${name} test app.`,
        inputSchema: z.object({}),
        resourceUri: uri,
      },
      async () => ({ content: [{ type: 'text', text: `The ${name} app.` }] }),
    );
    const html = HOSTILE_APPS[name];
    // The missing app has no resource: reading it fails.
    if (!html) continue;
    server.registerResource(`${name} app`, uri, { mimeType: RESOURCE_MIME_TYPE }, async () => ({
      contents: [{ uri, mimeType: RESOURCE_MIME_TYPE, text: html(agentOrigin) }],
    }));
  }
  return server;
}
