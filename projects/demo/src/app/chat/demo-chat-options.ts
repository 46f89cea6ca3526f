import { provideChatOptions } from 'ngx-ag-ui/chat';

/**
 * The chat's texts for the research demo: what the demo asks about, and error hints that point
 * at its settings panel. Everything else keeps the library's defaults.
 */
export const DEMO_CHAT_OPTIONS = provideChatOptions({
  labels: {
    userMessage: 'You asked',
    composerLabel: 'Your question',
    composerPlaceholder: 'Ask about Angular or the web platform…',
    empty:
      'Ask the research agent about Angular or the web platform. It searches a small built-in ' +
      'corpus and cites the pages it quotes. Pick a question under “Try it” to start.',
    errorTitles: { 'run-error': 'The agent reported a failed run (RUN_ERROR)' },
    errorCutMidAnswer:
      'The stream was cut mid-answer: no RUN_FINISHED or RUN_ERROR arrived, so the answer is incomplete.',
    errorUnreachable: 'Check the agent URL in the settings and that the agent is running.',
    errorKept: 'Everything that arrived before the failure is kept. Retry, or ask again.',
  },
});
