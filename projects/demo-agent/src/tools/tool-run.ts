import { contentToText, EventType, type Message, type RunAgentInput } from '@ag-ui/core';

import type { ScriptStep } from '../research/research-run';

/** The browser tools the demo app registers, by the prompt that makes the agent call them. */
const PROMPTS: readonly {
  readonly prompt: RegExp;
  readonly tool: string;
  readonly args: object;
}[] = [
  {
    prompt: /^save (these|the) sources/i,
    tool: 'save_sources',
    args: {
      urls: [
        'https://angular.dev/guide/signals',
        'https://developer.mozilla.org/en-US/docs/Web/API/AbortController',
      ],
    },
  },
  { prompt: /^what is my locale/i, tool: 'read_locale', args: {} },
  { prompt: /^check a broken link/i, tool: 'check_link', args: { url: 'https://broken.example/' } },
  { prompt: /^run a slow tool/i, tool: 'wait_for_user', args: { seconds: 60 } },
  { prompt: /^keep calling tools/i, tool: 'read_locale', args: {} },
];

/**
 * The run that answers a tool prompt: a "searching…" activity fed by ACTIVITY_DELTA, then a
 * call of the browser tool; once the app sent the tool's result, a text answer that reads it.
 * `undefined` for any other conversation (the research agent answers those).
 */
export function toolRun(
  input: RunAgentInput,
): { readonly steps: ScriptStep[]; readonly chaos?: undefined } | undefined {
  const lastUser = [...input.messages].reverse().find((message) => message.role === 'user');
  const entry = lastUser && PROMPTS.find(({ prompt }) => prompt.test(text(lastUser)));
  if (!entry) return undefined;
  const { threadId, runId } = input;
  const last = input.messages.at(-1);
  const loops = /^keep calling tools/i.test(text(lastUser!));
  const steps: ScriptStep[] = [
    { event: { type: EventType.RUN_STARTED, threadId, runId }, wait: 1 },
  ];
  if (last?.role === 'tool' && !loops) {
    const id = `answer-${runId}`;
    const answer = last.error
      ? `The ${entry.tool} tool failed in your browser: ${last.error}`
      : `The ${entry.tool} tool answered: ${text(last)}`;
    steps.push(
      { event: { type: EventType.TEXT_MESSAGE_START, messageId: id, role: 'assistant' }, wait: 0 },
      { event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: id, delta: answer }, wait: 1 },
      { event: { type: EventType.TEXT_MESSAGE_END, messageId: id }, wait: 0 },
    );
  } else {
    const activity = `activity-${runId}`;
    const call = `call-${runId}`;
    steps.push(
      {
        event: {
          type: EventType.ACTIVITY_SNAPSHOT,
          messageId: activity,
          activityType: 'search',
          content: { label: 'Searching…', done: 0, total: 3 },
        },
        wait: 2,
      },
      {
        event: {
          type: EventType.ACTIVITY_DELTA,
          messageId: activity,
          activityType: 'search',
          patch: [{ op: 'replace', path: '/done', value: 2 }],
        },
        wait: 2,
      },
      {
        event: {
          type: EventType.ACTIVITY_DELTA,
          messageId: activity,
          activityType: 'search',
          patch: [
            { op: 'replace', path: '/done', value: 3 },
            { op: 'replace', path: '/label', value: 'Search done' },
          ],
        },
        wait: 1,
      },
      {
        event: { type: EventType.TOOL_CALL_START, toolCallId: call, toolCallName: entry.tool },
        wait: 1,
      },
      {
        event: {
          type: EventType.TOOL_CALL_ARGS,
          toolCallId: call,
          delta: JSON.stringify(entry.args),
        },
        wait: 1,
      },
      { event: { type: EventType.TOOL_CALL_END, toolCallId: call }, wait: 0 },
    );
  }
  steps.push({ event: { type: EventType.RUN_FINISHED, threadId, runId }, wait: 0 });
  return { steps };
}

function text(message: Message): string {
  return typeof message.content === 'string' || Array.isArray(message.content)
    ? contentToText(message.content as never)
    : '';
}
