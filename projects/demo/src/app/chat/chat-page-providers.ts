import type { EnvironmentProviders, Provider } from '@angular/core';
import { provideToolRenderers } from 'ngx-ag-ui';
import { provideChatSuggestions, provideChatVoice } from 'ngx-ag-ui/chat';
import { provideA2ui } from 'ngx-ag-ui/a2ui';

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
 * The renderers of the chat route: the demo's tool views and search activity, and A2UI surfaces.
 * Both are registered on the route, not on the page component: renderers are a multi provider,
 * and one registered on the component would hide every one registered above it. On the route,
 * `ngx-ag-ui/a2ui` is loaded with the chat's lazy chunk, not with the app's first one.
 */
export const CHAT_PAGE_PROVIDERS: (Provider | EnvironmentProviders)[] = [
  provideToolRenderers({ tools: TOOL_VIEWS, activities: { search: SearchActivityCard } }),
  provideA2ui(),
  DEMO_FEEDBACK,
  // Chips for the empty conversation; after each answer the agent's own (`state.suggestions`).
  provideChatSuggestions(SAMPLE_QUESTIONS.slice(0, 3)),
  // Dictate and Read aloud through the browser's Web Speech API, where it has one.
  provideChatVoice(),
];
