import { EventType, type AGUIEvent, type Message, type RunAgentInput } from '@ag-ui/core';

import { searchAttachments } from '../attachments/search-attachments';
import { toAttachmentNotes, toAttachmentsState } from '../attachments/attachment-notes';
import type { ReadAttachment } from '../attachments/read-attachments';
import type { ChaosMode } from './chaos-mode';
import { composeAnswer, type AnswerSource, type ComposedAnswer } from './compose-answer';
import { planTurn, type TurnPlan } from './plan-turn';
import { toBaselineState, toPointerToken, toSnapshotHistory } from './run-history';
import { toTextDeltas } from './text-deltas';

/** How an answer's citations reach the client. */
export type CitationDelivery =
  /** `state.citations[messageId]` plus `[^id]` markers in the text. */
  | 'state'
  /** `message.metadata.citations` with claim offsets, no markers. */
  | 'metadata'
  /** `state` for odd user turns, `metadata` for even ones, so a conversation shows both. */
  | 'auto';

/** Options of one run. */
export interface ResearchRunOptions {
  /** A failure to simulate; a magic prompt in the question wins over this. */
  readonly chaos?: ChaosMode;
  readonly delivery?: CitationDelivery;
  /** The conversation's attachments as the agent read them (`readAttachments`). */
  readonly attachments?: readonly ReadAttachment[];
}

/** One step of a run script: an event followed by a pause (in units of the server's pace). */
export type ScriptStep =
  { readonly event: AGUIEvent; readonly wait: number } | { readonly cut: true };

/** What the server plays for one request. */
export interface RunScript {
  readonly plan: TurnPlan;
  /** The chaos mode in effect (from the prompt or the request). */
  readonly chaos?: ChaosMode;
  readonly steps: readonly ScriptStep[];
}

/** The URL a citation gets when the unsafe-link failure is simulated. */
export const UNSAFE_URL = 'javascript:alert(document.domain)';

/** Pace units the search "takes" before its result. */
const SEARCH_WAIT = 8;

/**
 * Scripts one run of the research agent: reasoning, a `search_corpus` tool call and its result,
 * then the answer streamed as text deltas with its citations delivered the way real backends do
 * (state before, during and after the text, or message metadata), and a final
 * `MESSAGES_SNAPSHOT` that re-keys the streamed message (`draft-…` → `answer-…`) as LangGraph does.
 */
export function researchRun(input: RunAgentInput, options: ResearchRunOptions = {}): RunScript {
  const attachments = options.attachments ?? [];
  const plan = planTurn(input.messages, (query) => searchAttachments(attachments, query));
  const chaos = plan.chaos ?? options.chaos;
  const notes = toAttachmentNotes(attachments, input.messages);
  const answer = withChaosUrls(composeAnswer(plan, notes), chaos);
  const delivery = resolveDelivery(options.delivery ?? 'auto', plan.turn);
  const ids = {
    reasoning: `reasoning-${input.runId}`,
    call: `call-${input.runId}`,
    toolCall: `search-${input.runId}`,
    result: `result-${input.runId}`,
    draft: `draft-${input.runId}`,
    answer: `answer-${input.runId}`,
  };
  const steps: ScriptStep[] = [];
  const emit = (event: AGUIEvent, wait = 0) => steps.push({ event, wait });

  emit({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId });
  emit({ type: EventType.STEP_STARTED, stepName: 'research' });
  emit({ type: EventType.REASONING_START, messageId: ids.reasoning });
  emit({ type: EventType.REASONING_MESSAGE_START, messageId: ids.reasoning, role: 'reasoning' });
  const reasoning = reasoningFor(plan);
  for (const delta of toTextDeltas(reasoning)) {
    emit({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: ids.reasoning, delta }, 1);
  }
  emit({ type: EventType.REASONING_MESSAGE_END, messageId: ids.reasoning });
  emit({ type: EventType.REASONING_END, messageId: ids.reasoning });

  const args = JSON.stringify({ query: plan.query, limit: 3, exclude: plan.excluded });
  const result = JSON.stringify(
    plan.hits.map((hit) => ({
      id: hit.document.id,
      title: hit.document.title,
      url: hit.document.url,
      score: round(hit.score),
    })),
  );
  emit({
    type: EventType.TOOL_CALL_START,
    toolCallId: ids.toolCall,
    toolCallName: 'search_corpus',
    parentMessageId: ids.call,
  });
  emit({ type: EventType.TOOL_CALL_ARGS, toolCallId: ids.toolCall, delta: args }, 1);
  emit({ type: EventType.TOOL_CALL_END, toolCallId: ids.toolCall }, SEARCH_WAIT);
  emit({
    type: EventType.TOOL_CALL_RESULT,
    messageId: ids.result,
    toolCallId: ids.toolCall,
    role: 'tool',
    content: result,
  });
  emit({ type: EventType.STEP_FINISHED, stepName: 'research' });

  const state = toBaselineState(input.state, input.messages);
  const research = {
    turn: plan.turn,
    query: plan.query,
    followUp: plan.followUp,
    sources: answer.sources.map((s) => s.id),
  };
  const read = toAttachmentsState(attachments);
  // Follow-ups for the chat's suggestion chips (ngx-ag-ui/chat reads `state.suggestions`).
  const suggestions = ['Tell me more', ...answer.sources.slice(0, 2).map((s) => s.title)];
  emit({
    type: EventType.STATE_SNAPSHOT,
    snapshot: { ...state, research, suggestions, ...read },
  });

  const stateSources = delivery === 'state' ? answer.sources : [];
  const citationsPath = `/citations/${toPointerToken(ids.draft)}`;
  const [first, ...rest] = stateSources;
  const last = rest.length > 0 ? rest[rest.length - 1] : undefined;
  const during = rest.filter((source) => source !== last);
  // Citations before the text: RFC 6902 `add` needs the array to exist before `/-` appends to it.
  if (first)
    emit({
      type: EventType.STATE_DELTA,
      delta: [{ op: 'add', path: citationsPath, value: [toStateCitation(first)] }],
    });

  emit({ type: EventType.STEP_STARTED, stepName: 'answer' });
  emit({ type: EventType.TEXT_MESSAGE_START, messageId: ids.draft, role: 'assistant' });
  const text = delivery === 'state' ? answer.markedText : answer.plainText;
  const deltas = toTextDeltas(text);
  const stopAt =
    chaos === 'run-error' || chaos === 'cut-stream' ? Math.ceil(deltas.length / 2) : deltas.length;
  let streamed = 0;
  for (const [position, delta] of deltas.slice(0, stopAt).entries()) {
    // Citations during the text: each arrives just before its passage starts streaming.
    for (const source of during.filter(
      (s) => s.markedStart >= streamed && s.markedStart < streamed + delta.length,
    )) {
      emit({
        type: EventType.STATE_DELTA,
        delta: [{ op: 'add', path: `${citationsPath}/-`, value: toStateCitation(source) }],
      });
    }
    if (chaos === 'bad-patch' && position === 3) {
      emit({
        type: EventType.STATE_DELTA,
        delta: [{ op: 'replace', path: '/research/confidence', value: 0.9 }],
      });
    }
    emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: ids.draft, delta }, 1);
    streamed += delta.length;
  }
  if (chaos === 'run-error') {
    emit({
      type: EventType.RUN_ERROR,
      code: 'DEMO_RUN_ERROR',
      message: 'The research agent failed halfway through its answer (simulated run error).',
    });
    return { plan, chaos, steps };
  }
  if (chaos === 'cut-stream') return { plan, chaos, steps: [...steps, { cut: true }] };

  const metadata =
    delivery === 'metadata' ? { citations: answer.sources.map(toMetadataCitation) } : undefined;
  emit({
    type: EventType.TEXT_MESSAGE_END,
    messageId: ids.draft,
    ...(metadata ? { metadata } : {}),
  });
  // Citations after the text: the last marker has streamed already and waits for its source.
  if (last)
    emit(
      {
        type: EventType.STATE_DELTA,
        delta: [{ op: 'add', path: `${citationsPath}/-`, value: toStateCitation(last) }],
      },
      2,
    );
  emit({ type: EventType.STEP_FINISHED, stepName: 'answer' });

  const finalPath = `/citations/${toPointerToken(ids.answer)}`;
  if (first)
    emit({
      type: EventType.STATE_DELTA,
      delta: [{ op: 'copy', from: citationsPath, path: finalPath }],
    });
  const messages: Message[] = [
    ...toSnapshotHistory(input.messages),
    {
      id: ids.call,
      role: 'assistant',
      toolCalls: [
        {
          id: ids.toolCall,
          type: 'function',
          function: { name: 'search_corpus', arguments: args },
        },
      ],
    },
    { id: ids.result, role: 'tool', toolCallId: ids.toolCall, content: result },
    { id: ids.answer, role: 'assistant', content: text, ...(metadata ? { metadata } : {}) },
  ];
  emit({ type: EventType.MESSAGES_SNAPSHOT, messages });
  if (first) emit({ type: EventType.STATE_DELTA, delta: [{ op: 'remove', path: citationsPath }] });
  emit({
    type: EventType.RUN_FINISHED,
    threadId: input.threadId,
    runId: input.runId,
    result: { sources: answer.sources.length },
  });
  return { plan, chaos, steps };
}

function resolveDelivery(delivery: CitationDelivery, turn: number): 'state' | 'metadata' {
  if (delivery !== 'auto') return delivery;
  return turn % 2 === 0 ? 'metadata' : 'state';
}

function withChaosUrls(answer: ComposedAnswer, chaos: ChaosMode | undefined): ComposedAnswer {
  if (chaos !== 'unsafe-link' || answer.sources.length === 0) return answer;
  const target = Math.min(1, answer.sources.length - 1);
  return {
    ...answer,
    sources: answer.sources.map((source, index) =>
      index === target ? { ...source, url: UNSAFE_URL } : source,
    ),
  };
}

function reasoningFor(plan: TurnPlan): string {
  const found =
    plan.hits.length === 0
      ? 'If nothing matches, I will say so.'
      : 'I will quote the most relevant sentence of each page and cite it.';
  if (plan.followUp) {
    return (
      `This follows up on "${plan.previousQuestion}", so I will search for "${plan.query}" again ` +
      `and skip the ${plan.excluded.length} pages already cited. ${found}`
    );
  }
  return `The user asks: "${plan.question}". I will search the corpus for "${plan.query}". ${found}`;
}

function toStateCitation(source: AnswerSource) {
  const { id, title, url, snippet, attachment } = source;
  // A passage of an attachment has no URL: `extra.attachment` names the attachment and says where
  // the passage is in its text, for the chat's attachment viewer.
  if (attachment) return { id, title, snippet, extra: { attachment } };
  return { id, title, url, snippet };
}

function toMetadataCitation(source: AnswerSource) {
  return { ...toStateCitation(source), start: source.start, end: source.end };
}

function round(score: number): number {
  return Math.round(score * 100) / 100;
}
