import { inject, type Provider } from '@angular/core';
import { AG_UI_CITATION_OPTIONS, DEFAULT_CITATION_OPTIONS } from 'ngx-ag-ui/citations';
import { AG_UI_MARKDOWN_LABELS } from 'ngx-ag-ui/markdown';
import { AG_UI_TOOL_UI_LABELS } from 'ngx-ag-ui/tool-ui';

import { AG_UI_CHAT_OPTIONS, DEFAULT_AG_UI_CHAT_OPTIONS } from '../options/chat-options';
import { AG_UI_SUBAGENT_LABELS } from '../subagent/subagent-labels';
import { AG_UI_THREAD_LIST_LABELS } from '../thread-list/thread-list-labels';
import { AG_UI_USAGE_LABELS } from '../usage/usage';
import { AG_UI_LANGUAGE, type AgUiLanguage } from './ag-ui-language';

/**
 * Switches every component below this injector to one language, in one call: the labels of
 * chat, citations, Markdown, tool UI, thread list, usage and subagents, and the writing direction. Other
 * chat and citation options set above it (variant, queueing) are kept; provide it on a route
 * so the language's texts load with that route, not with the app's first chunk.
 *
 * @example
 * import { AG_UI_ARABIC, provideAgUiLanguage } from 'ngx-ag-ui/chat';
 * { path: 'ar', component: ChatPage, providers: [provideAgUiLanguage(AG_UI_ARABIC)] }
 *
 * @param language One of the shipped languages (`AG_UI_GERMAN`, ...) or a set of your own.
 * @returns The providers of every label token and `AG_UI_LANGUAGE`.
 */
export function provideAgUiLanguage(language: AgUiLanguage): Provider[] {
  return [
    { provide: AG_UI_LANGUAGE, useValue: language },
    {
      provide: AG_UI_CHAT_OPTIONS,
      useFactory: () => ({
        ...(inject(AG_UI_CHAT_OPTIONS, { skipSelf: true, optional: true }) ??
          DEFAULT_AG_UI_CHAT_OPTIONS),
        labels: language.chat,
      }),
    },
    {
      provide: AG_UI_CITATION_OPTIONS,
      useFactory: () => ({
        ...(inject(AG_UI_CITATION_OPTIONS, { skipSelf: true, optional: true }) ??
          DEFAULT_CITATION_OPTIONS),
        labels: language.citations,
      }),
    },
    { provide: AG_UI_MARKDOWN_LABELS, useValue: language.markdown },
    { provide: AG_UI_TOOL_UI_LABELS, useValue: language.toolUi },
    { provide: AG_UI_THREAD_LIST_LABELS, useValue: language.threadList },
    { provide: AG_UI_USAGE_LABELS, useValue: language.usage },
    { provide: AG_UI_SUBAGENT_LABELS, useValue: language.subagent },
  ];
}
