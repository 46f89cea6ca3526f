import type { ChaosSetting } from '../settings/demo-settings';

/** Questions the bundled agent's corpus answers well (also listed in the README). */
export const SAMPLE_QUESTIONS: readonly string[] = [
  'How do I cancel a fetch request?',
  'How do computed signals work?',
  'What is Interaction to Next Paint?',
  'Tell me more',
];

/** A prompt that makes the bundled agent draw an A2UI surface in the chat. */
export interface SurfacePrompt {
  /** The prompt, as sent. */
  readonly prompt: string;
  /** What the surface holds and what its buttons do. */
  readonly explanation: string;
}

/** The A2UI surfaces the bundled agent draws (through `@ag-ui/a2ui-middleware`). */
export const SURFACE_PROMPTS: readonly SurfacePrompt[] = [
  {
    prompt: 'Book a follow-up',
    explanation:
      'A form (name, date, topic): Submit sends its values to the agent, which confirms the booking with sources.',
  },
  {
    prompt: 'Show a comparison card of server-sent events and WebSockets',
    explanation: 'A comparison card: each "Tell me more" asks the agent for a cited answer.',
  },
];

/** Prompts that show AG-UI 1.1 on screen: subagents and tool results made of content parts. */
export const PROTOCOL_PROMPTS: readonly SurfacePrompt[] = [
  {
    prompt: 'Delegate: compare signals and RxJS',
    explanation:
      'A tool result with a chart image, then a researcher (with a nested fact-checker) and a writer subagent, each a card that unfolds.',
  },
  {
    prompt: 'Book a room for the review',
    explanation:
      'The run ends with an interrupt whose responseSchema becomes a form (room, people, projector); sending it resumes the answer.',
  },
  {
    prompt: 'Approve quickly: publish the report',
    explanation:
      'An approval that expires after 3 seconds: answer in time, or see that it can only be cancelled.',
  },
];

/** A failure the bundled agent simulates when the prompt starts with its magic words. */
export interface DemoFailure {
  readonly chaos: Exclude<ChaosSetting, 'none'>;
  /** Short name, for the settings. */
  readonly label: string;
  /** The magic prompt (the agent also reads `forwardedProps.chaos`). */
  readonly prompt: string;
  /** What the agent does and what the demo should show. */
  readonly explanation: string;
}

/** The failure paths, in the order the settings list them. */
export const DEMO_FAILURES: readonly DemoFailure[] = [
  {
    chaos: 'run-error',
    label: 'Run error',
    prompt: 'Simulate a run error',
    explanation:
      'The agent sends RUN_ERROR halfway through: the partial answer stays, an error banner explains.',
  },
  {
    chaos: 'bad-patch',
    label: 'Bad patch',
    prompt: 'Simulate a bad patch',
    explanation:
      'A STATE_DELTA replaces a missing path: the state is kept and a warning names the failed op.',
  },
  {
    chaos: 'cut-stream',
    label: 'Cut stream',
    prompt: 'Simulate a cut stream',
    explanation:
      'The connection drops mid-answer with no terminal event: the run fails as truncated.',
  },
  {
    chaos: 'slow-start',
    label: 'Slow start',
    prompt: 'Simulate a slow start',
    explanation:
      'The first byte takes three seconds: the status says the demo is waiting for the agent.',
  },
  {
    chaos: 'unsafe-link',
    label: 'Unsafe link',
    prompt: 'Simulate an unsafe link',
    explanation: 'One source has a javascript: URL: it is shown as plain text, never as a link.',
  },
];
