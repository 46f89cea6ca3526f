import { type EnvironmentProviders, inject, type Provider } from '@angular/core';
import { provideToolRenderers } from 'ngx-ag-ui';
import { provideA2ui } from 'ngx-ag-ui/a2ui';
import { provideAgentCapabilities } from 'ngx-ag-ui/capabilities';
import { provideAttachmentOptions, provideChatSuggestions, provideChatVoice } from 'ngx-ag-ui/chat';
import { provideMcpApps } from 'ngx-ag-ui/mcp-apps';

import { DemoSettings } from '../settings/demo-settings';
import { SAMPLE_QUESTIONS } from './demo-prompts';
import { DEMO_TOOLS } from './demo-tools';
import { DEMO_FEEDBACK } from './feedback-log';
import { SearchActivityCard } from './search-activity-card';
import { ToolCallView } from './tool-call-view';

/** Every tool call of the demo (the agent's search and the browser tools) shows as a ToolCallView. */
const TOOL_VIEWS = Object.fromEntries(
  ['search_corpus', ...DEMO_TOOLS.map((tool) => tool.name)].map((name) => [name, ToolCallView]),
);

/**
 * The renderers of the chat route: the demo's tool views and search activity, A2UI surfaces,
 * MCP Apps, and the agent's capabilities.
 * Both are registered on the route, not on the page component: renderers are a multi provider,
 * and one registered on the component would hide every one registered above it. On the route,
 * `ngx-ag-ui/a2ui` is loaded with the chat's lazy chunk, not with the app's first one.
 */
export const CHAT_PAGE_PROVIDERS: (Provider | EnvironmentProviders)[] = [
  provideToolRenderers({ tools: TOOL_VIEWS, activities: { search: SearchActivityCard } }),
  provideA2ui(),
  // MCP Apps read their resource and call their tools through the agent the settings name.
  provideMcpApps({ url: () => inject(DemoSettings).agentUrl() }),
  // What the agent declares it can do, read once from {agent URL}/capabilities when the chat is
  // first shown (the URL comes from the settings, hence a reader of the demo's own). On the route
  // for the same reason as A2UI: ngx-ag-ui/capabilities stays out of the app's first chunk.
  provideAgentCapabilities((signal) => {
    const url = inject(DemoSettings).agentUrl().replace(/\/+$/, '');
    return fetch(`${url}/capabilities`, { signal, headers: { Accept: 'application/json' } });
  }),
  // The demo agent reads text, Markdown and PDF files and describes images; files travel inline,
  // and its request limit (5 MB for the whole conversation) bounds how many and how large.
  provideAttachmentOptions({
    accept: 'text/plain,text/markdown,.md,.markdown,.txt,application/pdf,image/png,image/jpeg',
    maxFileSize: 1024 * 1024,
    maxFiles: 3,
  }),
  DEMO_FEEDBACK,
  // Chips for the empty conversation; after each answer the agent's own (`state.suggestions`).
  provideChatSuggestions(SAMPLE_QUESTIONS.slice(0, 3)),
  // Dictate and Read aloud through the browser's Web Speech API, where it has one.
  provideChatVoice(),
];
