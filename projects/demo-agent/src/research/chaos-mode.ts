/** A failure the demo agent can simulate on purpose, to show how the UI copes. */
export type ChaosMode = 'run-error' | 'bad-patch' | 'cut-stream' | 'slow-start' | 'unsafe-link';

/** Every chaos mode with the magic prompt that triggers it (also listed in the UI and README). */
export const CHAOS_PROMPTS: Readonly<Record<ChaosMode, string>> = {
  'run-error': 'Simulate a run error',
  'bad-patch': 'Simulate a bad patch',
  'cut-stream': 'Simulate a cut stream',
  'slow-start': 'Simulate a slow start',
  'unsafe-link': 'Simulate an unsafe link',
};

const MAGIC_PROMPT =
  /^\s*simulate\s+(?:an?\s+)?(run error|bad patch|cut stream|slow start|unsafe link)\b[\s:,.;!?-]*/i;

/** Whether a value names a chaos mode. */
export function isChaosMode(value: unknown): value is ChaosMode {
  return typeof value === 'string' && Object.hasOwn(CHAOS_PROMPTS, value);
}

/**
 * Splits a magic prompt ("Simulate an unsafe link: what is fetch?") into its chaos mode and the
 * question that follows it (possibly empty). Any other text has no chaos mode.
 */
export function parseChaosPrompt(text: string): {
  readonly chaos?: ChaosMode;
  readonly question: string;
} {
  const match = MAGIC_PROMPT.exec(text);
  if (!match) return { question: text.trim() };
  const chaos = match[1].toLowerCase().replace(' ', '-') as ChaosMode;
  return { chaos, question: text.slice(match[0].length).trim() };
}
