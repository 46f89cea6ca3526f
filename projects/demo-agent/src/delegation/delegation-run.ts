import { contentToText, EventType, type AGUIEvent, type RunAgentInput } from '@ag-ui/core';

import type { ScriptStep } from '../research/research-run';

/** The prompt that starts the delegation scenario ("Delegate: compare signals and RxJS"). */
export const DELEGATE_PROMPT = /^delegate\b/i;

/** Alt text of the chart the `draw_chart` tool returns (the e2e suite looks for it). */
export const CHART_ALT = 'Bar chart: signals 3 sources, RxJS 2 sources';

/** An 8×8 PNG of two bars, inline: the demo runs offline. */
const CHART_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAHUlEQVR4nGP4jwMw4JSQizoBR6RL3AnQgCMqSgAA8Gh6+X+mbmgAAAAASUVORK5CYII=';

/** How many deltas the writer streams: long enough to watch one card change while another rests. */
const WRITER_DELTAS = 40;

/**
 * The run that answers "Delegate: …": the parent agent calls a backend tool whose result is
 * content parts (a text and an image with alt text), hands the research to a `researcher`
 * subagent, which delegates a check to a nested `fact-checker`, then hands the writing to a
 * `writer` subagent that streams slowly, and sums up. AG-UI 1.1 subagent events throughout.
 * `undefined` for any other conversation.
 */
export function delegationRun(
  input: RunAgentInput,
): { readonly steps: ScriptStep[]; readonly chaos?: undefined } | undefined {
  const lastUser = [...input.messages].reverse().find((message) => message.role === 'user');
  const question =
    lastUser && (typeof lastUser.content === 'string' || Array.isArray(lastUser.content))
      ? contentToText(lastUser.content as never)
      : '';
  if (!DELEGATE_PROMPT.test(question)) return undefined;
  const { threadId, runId } = input;
  const steps: ScriptStep[] = [];
  const emit = (event: AGUIEvent, wait = 1) => steps.push({ event, wait });
  const say = (messageId: string, deltas: readonly string[], subagentRunId?: string) => {
    const owner = subagentRunId === undefined ? {} : { subagentRunId };
    emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant', ...owner }, 0);
    for (const delta of deltas)
      emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta, ...owner });
    emit({ type: EventType.TEXT_MESSAGE_END, messageId, ...owner }, 0);
  };
  const researcher = `researcher-${runId}`;
  const checker = `fact-checker-${runId}`;
  const writer = `writer-${runId}`;
  const chart = `chart-${runId}`;

  emit({ type: EventType.RUN_STARTED, threadId, runId });
  emit({ type: EventType.TOOL_CALL_START, toolCallId: chart, toolCallName: 'draw_chart' });
  emit({ type: EventType.TOOL_CALL_ARGS, toolCallId: chart, delta: '{"topic":"sources"}' });
  emit({ type: EventType.TOOL_CALL_END, toolCallId: chart });
  emit({
    type: EventType.TOOL_CALL_RESULT,
    messageId: `chart-result-${runId}`,
    toolCallId: chart,
    role: 'tool',
    content: [
      { type: 'text', text: 'Sources per topic.' },
      {
        type: 'image',
        source: { type: 'data', value: CHART_PNG, mimeType: 'image/png' },
        metadata: { alt: CHART_ALT },
      },
    ],
  } as AGUIEvent);
  emit({
    type: EventType.SUBAGENT_STARTED,
    subagentRunId: researcher,
    name: 'researcher',
    description: 'Finds sources in the corpus',
  });
  say(`research-${runId}`, ['Three sources ', 'on signals, ', 'two on RxJS.'], researcher);
  emit({
    type: EventType.SUBAGENT_STARTED,
    subagentRunId: checker,
    name: 'fact-checker',
    parentSubagentRunId: researcher,
  });
  say(`check-${runId}`, ['All five sources ', 'are reachable.'], checker);
  emit({ type: EventType.SUBAGENT_FINISHED, subagentRunId: checker });
  emit({ type: EventType.SUBAGENT_FINISHED, subagentRunId: researcher });
  emit({
    type: EventType.SUBAGENT_STARTED,
    subagentRunId: writer,
    name: 'writer',
    description: 'Drafts the comparison',
  });
  say(
    `draft-${runId}`,
    Array.from({ length: WRITER_DELTAS }, (_, i) => `word${i + 1} `),
    writer,
  );
  emit({ type: EventType.SUBAGENT_FINISHED, subagentRunId: writer });
  say(`summary-${runId}`, ['The researcher and the writer are done: ', 'see their cards.']);
  emit({ type: EventType.RUN_FINISHED, threadId, runId }, 0);
  return { steps };
}
