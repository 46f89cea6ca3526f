import { DEFAULT_CITATION_LABELS } from 'ngx-ag-ui/citations';
import { DEFAULT_MARKDOWN_LABELS } from 'ngx-ag-ui/markdown';
import { DEFAULT_TOOL_UI_LABELS } from 'ngx-ag-ui/tool-ui';

import { DEFAULT_AG_UI_CHAT_LABELS } from '../options/chat-labels';
import { DEFAULT_SUBAGENT_LABELS } from '../subagent/subagent-labels';
import { DEFAULT_THREAD_LIST_LABELS } from '../thread-list/thread-list-labels';
import { DEFAULT_USAGE_LABELS } from '../usage/usage';
import type { AgUiLanguage } from './ag-ui-language';

/** English: the library's defaults, as one language (the reference every translation follows). */
export const AG_UI_ENGLISH: AgUiLanguage = {
  lang: 'en',
  dir: 'ltr',
  name: 'English',
  chat: DEFAULT_AG_UI_CHAT_LABELS,
  citations: DEFAULT_CITATION_LABELS,
  markdown: DEFAULT_MARKDOWN_LABELS,
  toolUi: DEFAULT_TOOL_UI_LABELS,
  threadList: DEFAULT_THREAD_LIST_LABELS,
  usage: DEFAULT_USAGE_LABELS,
  subagent: DEFAULT_SUBAGENT_LABELS,
};
