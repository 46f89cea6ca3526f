import { createAgentThread, type AgentThread } from 'ngx-ag-ui/core/runtime';

import type { AgUiConfig } from '../provide/ag-ui-config';
import { randomId } from '../store/random-id';

/**
 * A new, empty thread with its own id, from the configured state and messages: what `create()`
 * shows, whether the engine has loaded yet or not.
 */
export function freshThread(config: AgUiConfig): AgentThread & { readonly threadId: string } {
  const { state, messages } = config;
  const thread = createAgentThread({ state, messages: messages ? [...messages] : undefined });
  return { ...thread, threadId: randomId() };
}
