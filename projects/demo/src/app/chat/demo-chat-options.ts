import { inject, type Provider } from '@angular/core';
import { AG_UI_CHAT_OPTIONS, AG_UI_LANGUAGE, type AgUiChatOptionsInit } from 'ngx-ag-ui/chat';

/** The demo's English texts: what the demo asks about, and error hints that point at its settings. */
const DEMO_LABELS = {
  userMessage: 'You asked',
  composerLabel: 'Your question',
  composerPlaceholder: 'Ask about Angular or the web platform…',
  empty:
    'Ask the research agent about Angular or the web platform. It searches a small built-in ' +
    'corpus and cites the pages it quotes. Pick a question under “Try it” to start.',
  errorCutMidAnswer:
    'The stream was cut mid-answer: no RUN_FINISHED or RUN_ERROR arrived, so the answer is incomplete.',
  errorUnreachable: 'Check the agent URL in the settings and that the agent is running.',
  errorKept: 'Everything that arrived before the failure is kept. Retry, or ask again.',
} satisfies AgUiChatOptionsInit['labels'];

/**
 * The chat's texts for the research demo, over the library's English defaults. On a language
 * route (`/lang/de`) the chosen language's texts stay: the demo's English would undo them.
 */
export const DEMO_CHAT_OPTIONS: Provider = {
  provide: AG_UI_CHAT_OPTIONS,
  useFactory: () => {
    const inherited = inject(AG_UI_CHAT_OPTIONS, { skipSelf: true });
    if (inject(AG_UI_LANGUAGE)) return inherited;
    const { labels } = inherited;
    const errorTitles = {
      ...labels.errorTitles,
      'run-error': 'The agent reported a failed run (RUN_ERROR)',
    };
    return { ...inherited, labels: { ...labels, ...DEMO_LABELS, errorTitles } };
  },
};
