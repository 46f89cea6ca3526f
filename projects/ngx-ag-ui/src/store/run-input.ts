import type { Message, RunAgentInput } from '@ag-ui/core';
import { createAgentThread, toRunAgentInput, type AgentThread } from 'ngx-ag-ui/core/runtime';

import type { AgUiConfig } from '../provide/ag-ui-config';
import { assertAnswered } from './interrupt-answers';
import { randomId } from './random-id';
import type { RunOptions } from './run-options';

/** The thread a store starts from, and returns to on `reset()`: the configured one. */
export function configuredThread(config: AgUiConfig): AgentThread {
  return createAgentThread({
    threadId: config.threadId,
    state: config.state,
    messages: config.messages ? [...config.messages] : undefined,
  });
}

/**
 * What a run over `base` sends, before the features contribute to it: the thread with the run's
 * tool results and messages appended (and an id), and its input, where `options` replace the
 * configured tools, context and forwarded props.
 * @throws When the thread waits on interrupts that `options.resume` does not answer.
 */
export function runInput(
  base: AgentThread,
  config: AgUiConfig,
  options: RunOptions,
): { readonly thread: AgentThread; readonly input: RunAgentInput } {
  assertAnswered(base.interrupts, options.resume);
  const toolMessages = (options.toolResults ?? []).map((result): Message => ({
    id: randomId(),
    role: 'tool',
    toolCallId: result.toolCallId,
    content: result.content,
    ...(result.error !== undefined ? { error: result.error } : {}),
  }));
  const messages = [...toolMessages, ...(options.messages ?? [])];
  let thread = messages.length ? { ...base, messages: [...base.messages, ...messages] } : base;
  const threadId = thread.threadId ?? config.threadId ?? randomId();
  if (thread.threadId !== threadId) thread = { ...thread, threadId };
  const input = toRunAgentInput(thread, {
    threadId,
    runId: randomId(),
    tools: options.tools ?? config.tools,
    context: options.context ?? config.context,
    forwardedProps:
      options.forwardedProps !== undefined ? options.forwardedProps : config.forwardedProps,
    resume: options.resume,
  });
  return { thread, input };
}
