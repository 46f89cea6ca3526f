import { InjectionToken } from '@angular/core';
import type { CitationLabels } from 'ngx-ag-ui/citations';
import type { MarkdownLabels } from 'ngx-ag-ui/markdown';
import type { ToolUiLabels } from 'ngx-ag-ui/tool-ui';

import type { AgUiChatLabels } from '../options/chat-labels';
import type { SubagentLabels } from '../subagent/subagent-labels';
import type { AgUiThreadListLabels } from '../thread-list/thread-list-labels';
import type { UsageLabels } from '../usage/usage';

/**
 * One language for every component of the library: chat, citations, Markdown, tool UI, thread
 * list, token usage and subagent cards, with its writing direction. Every field is required, so a label added
 * to any set fails to compile until each shipped language translates it.
 */
export interface AgUiLanguage {
  /** BCP 47 tag, set as the components' `lang` attribute (`'en'`, `'ar'`). */
  readonly lang: string;
  /** Writing direction, set as the components' `dir` attribute: the layout mirrors in `'rtl'`. */
  readonly dir: 'ltr' | 'rtl';
  /** Name of the language in itself ("Deutsch"), for a language picker. */
  readonly name: string;
  readonly chat: AgUiChatLabels;
  readonly citations: CitationLabels;
  readonly markdown: MarkdownLabels;
  readonly toolUi: ToolUiLabels;
  readonly threadList: AgUiThreadListLabels;
  readonly usage: UsageLabels;
  readonly subagent: SubagentLabels;
}

/**
 * The language `provideAgUiLanguage()` chose, or `null` when the app chose none (English, and
 * the page's own direction). `<agui-chat>` and `<agui-thread-list>` set `lang` and `dir` from it.
 */
export const AG_UI_LANGUAGE = new InjectionToken<AgUiLanguage | null>('AG_UI_LANGUAGE', {
  providedIn: 'root',
  factory: () => null,
});
