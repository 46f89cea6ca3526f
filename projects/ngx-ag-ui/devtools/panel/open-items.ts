import type { AgentThread } from 'ngx-ag-ui/core/runtime';

/** One group of items still open in a thread. */
export interface OpenGroup {
  readonly label: string;
  readonly ids: readonly string[];
}

/** Ids listed per group at most. */
const MAX_IDS = 50;

/**
 * What is still open after an event: streaming messages, tool calls, reasoning, steps,
 * interrupts, pending tool calls and subagents that run. Read from the reducer's bookkeeping
 * (opaque to apps, read here only to show it).
 */
export function openItems(thread: AgentThread | undefined): readonly OpenGroup[] {
  if (!thread) return [];
  const books = thread.bookkeeping;
  const ids = (map: ReadonlyMap<string, unknown> | undefined): string[] =>
    map ? [...map.keys()].slice(0, MAX_IDS) : [];
  const groups: OpenGroup[] = [
    { label: 'Messages streaming', ids: ids(books?.openTextMessages) },
    { label: 'Tool calls streaming', ids: ids(books?.openToolCalls) },
    { label: 'Reasoning messages', ids: ids(books?.openReasoningMessages) },
    { label: 'Reasoning spans', ids: ids(books?.openReasoningSpans) },
    { label: 'Steps', ids: thread.steps.map(({ stepName }) => stepName).slice(0, MAX_IDS) },
    { label: 'Tool calls awaiting a result', ids: thread.pendingToolCallIds.slice(0, MAX_IDS) },
    { label: 'Interrupts', ids: thread.interrupts.map(({ id }) => id).slice(0, MAX_IDS) },
    {
      label: 'Subagents running',
      ids: thread.subagents
        .filter(({ status }) => status === 'running' || status === 'suspended')
        .map(({ subagentRunId, name }) => `${name} (${subagentRunId})`)
        .slice(0, MAX_IDS),
    },
  ];
  return groups.filter((group) => group.ids.length > 0);
}

/** Each message's bridged citations: `[messageId, titles]` for messages that have some. */
export function citationsPerMessage(
  thread: AgentThread | undefined,
): readonly { readonly messageId: string; readonly sources: readonly string[] }[] {
  if (!thread) return [];
  return thread.messages
    .filter((message) => message.citations?.length)
    .slice(-MAX_IDS)
    .map((message) => ({
      messageId: message.id,
      sources: (message.citations ?? []).map(
        (citation) => `[${citation.index}] ${citation.displayTitle ?? citation.url ?? citation.id}`,
      ),
    }));
}
