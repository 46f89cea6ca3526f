import {
  contentToText,
  EventType,
  type AGUIEvent,
  type BaseEvent,
  type Message,
  type RunAgentInput,
} from '@ag-ui/core';
import {
  A2UIMiddleware,
  LOG_A2UI_EVENT_TOOL_NAME,
  RENDER_A2UI_TOOL_NAME,
  type A2UIUserAction,
} from '@ag-ui/a2ui-middleware';

import { CORPUS } from '../corpus/corpus-index';
import { runBehindMiddleware } from '../middleware/run-behind-middleware';
import type { ScriptStep } from '../research/research-run';
import { toBaselineState } from '../research/run-history';
import { answerAction } from './a2ui-answers';
import {
  bookingForm,
  COMPARED_OPTIONS,
  comparisonCard,
  type RenderA2uiArgs,
} from './a2ui-surfaces';

/** The prompts that make the agent draw a surface, with the surface each one draws. */
const PROMPTS: readonly {
  readonly prompt: RegExp;
  readonly intro: string;
  readonly surface: (surfaceId: string) => RenderA2uiArgs;
  /** The corpus pages the surface's texts cite with `[^id]`. */
  readonly sources?: readonly string[];
}[] = [
  {
    prompt: /^book a follow-up/i,
    intro: 'Pick a date and a topic, and I will book a follow-up.',
    surface: bookingForm,
  },
  {
    prompt: /^show a comparison card/i,
    intro: 'Here are the two options side by side.',
    surface: comparisonCard,
    sources: COMPARED_OPTIONS.map((option) => option.source),
  },
];

/** Characters of `render_a2ui` arguments per streamed delta, as a model would stream them. */
const ARGS_CHUNK = 120;

/**
 * The run that answers an A2UI prompt or a surface's action, played through
 * `@ag-ui/a2ui-middleware` as a real AG-UI server would: the scripted agent calls
 * `render_a2ui` and the middleware turns the call into `a2ui-surface` activities; on an action
 * run (`forwardedProps.a2uiAction.userAction`) the middleware adds the `log_a2ui_event` call and
 * its result to the conversation and the agent answers it, with citations. `undefined` for any
 * other conversation.
 */
export async function a2uiRun(
  input: RunAgentInput,
): Promise<{ readonly steps: ScriptStep[]; readonly chaos?: undefined } | undefined> {
  if (!isActionRun(input) && !promptOf(input)) return undefined;
  const middleware = new A2UIMiddleware({ injectA2UITool: true });
  const events = await runBehindMiddleware(middleware, input, scriptFor);
  // The middleware's events are AG-UI events typed as their common base.
  return { steps: events.map((event) => ({ event: event as AGUIEvent, wait: paceOf(event) })) };
}

/** What the agent does once the middleware prepared its input. */
function scriptFor(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const action = loggedAction(input.messages);
  const body = action ? answerAction(input, action) : drawSurface(input);
  return [
    { type: EventType.RUN_STARTED, threadId, runId } as BaseEvent,
    ...body,
    { type: EventType.RUN_FINISHED, threadId, runId } as BaseEvent,
  ];
}

function drawSurface(input: RunAgentInput): BaseEvent[] {
  const entry = promptOf(input)!;
  const intro = `intro-${input.runId}`;
  const call = `render-${input.runId}`;
  const args = JSON.stringify(entry.surface(`surface-${input.runId}`));
  const chunks: string[] = [];
  for (let at = 0; at < args.length; at += ARGS_CHUNK) chunks.push(args.slice(at, at + ARGS_CHUNK));
  return [
    ...citeSurface(input, `a2ui-surface-${call}`, entry.sources ?? []),
    { type: EventType.TEXT_MESSAGE_START, messageId: intro, role: 'assistant' },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: intro, delta: entry.intro },
    { type: EventType.TEXT_MESSAGE_END, messageId: intro },
    { type: EventType.TOOL_CALL_START, toolCallId: call, toolCallName: RENDER_A2UI_TOOL_NAME },
    ...chunks.map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId: call, delta })),
    { type: EventType.TOOL_CALL_END, toolCallId: call },
  ] as BaseEvent[];
}

/**
 * The sources a surface's texts cite, in `state.citations[<the surface's message id>]` (the
 * middleware names the activity `a2ui-surface-<toolCallId>`), as the answers' citations are.
 */
function citeSurface(
  input: RunAgentInput,
  messageId: string,
  sources: readonly string[],
): BaseEvent[] {
  if (sources.length === 0) return [];
  const citations = sources.flatMap((id) =>
    CORPUS.filter((page) => page.id === id).map(({ title, url, body }) => ({
      id,
      title,
      url,
      snippet: body.slice(0, body.indexOf('. ') + 1) || body,
    })),
  );
  const state = toBaselineState(input.state, input.messages);
  const kept = state['citations'] as Record<string, unknown>;
  return [
    {
      type: EventType.STATE_SNAPSHOT,
      snapshot: { ...state, citations: { ...kept, [messageId]: citations } },
    } as BaseEvent,
  ];
}

function isActionRun(input: RunAgentInput): boolean {
  const props = input.forwardedProps as { a2uiAction?: { userAction?: unknown } } | undefined;
  return typeof props?.a2uiAction?.userAction === 'object' && props.a2uiAction.userAction !== null;
}

function promptOf(input: RunAgentInput) {
  const lastUser = [...input.messages].reverse().find((message) => message.role === 'user');
  if (!lastUser || typeof lastUser.content !== 'string') return undefined;
  const text = contentToText(lastUser.content).trim();
  return PROMPTS.find(({ prompt }) => prompt.test(text));
}

/**
 * The action the middleware logged at the end of the conversation: the `log_a2ui_event` call's
 * arguments, when its result is the last message (what the middleware appends on an action run).
 */
export function loggedAction(messages: readonly Message[]): A2UIUserAction | undefined {
  const last = messages.at(-1);
  if (last?.role !== 'tool') return undefined;
  const call = messages
    .flatMap((message) => (message.role === 'assistant' ? (message.toolCalls ?? []) : []))
    .find((toolCall) => toolCall.id === last.toolCallId);
  if (call?.function.name !== LOG_A2UI_EVENT_TOOL_NAME) return undefined;
  try {
    const parsed: unknown = JSON.parse(call.function.arguments);
    return typeof parsed === 'object' && parsed !== null ? (parsed as A2UIUserAction) : undefined;
  } catch {
    return undefined;
  }
}

/** Streamed parts take one pace unit each; the rest goes out at once. */
function paceOf(event: BaseEvent): number {
  return event.type === EventType.TEXT_MESSAGE_CONTENT || event.type === EventType.TOOL_CALL_ARGS
    ? 1
    : 0;
}
