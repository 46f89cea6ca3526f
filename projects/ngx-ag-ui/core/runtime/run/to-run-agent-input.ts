import {
  type Context,
  type Message,
  type ResumeEntry,
  type RunAgentInput,
  type Tool,
} from '@ag-ui/core';
import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { AG_UI_PROTOCOL_VERSION } from './protocol-version';

/** What a run sends besides the thread. */
export interface RunInputParts {
  readonly threadId: string;
  readonly runId: string;
  readonly tools?: readonly Tool[];
  readonly context?: readonly Context[];
  readonly forwardedProps?: unknown;
  readonly resume?: readonly ResumeEntry[];
}

/**
 * Builds the `RunAgentInput` of a run from the thread: every message except `activity` ones
 * (client-side material, docs/ag-ui.md §5.5) and without our `citations` addition, the state as is,
 * and no `null` or `undefined` optional fields.
 */
export function toRunAgentInput(thread: AgentThread, parts: RunInputParts): RunAgentInput {
  const input: RunAgentInput = {
    threadId: parts.threadId,
    runId: parts.runId,
    protocolVersion: AG_UI_PROTOCOL_VERSION,
    state: thread.state ?? {},
    messages: thread.messages.filter((message) => message.role !== 'activity').map(toWireMessage),
    tools: [...(parts.tools ?? [])],
    context: [...(parts.context ?? [])],
  };
  if (parts.forwardedProps !== undefined && parts.forwardedProps !== null) {
    input.forwardedProps = parts.forwardedProps;
  }
  if (parts.resume !== undefined) input.resume = [...parts.resume];
  return input;
}

function toWireMessage(message: ThreadMessage): Message {
  if (!('citations' in message)) return message;
  // Citations are bridged from state or metadata on our side; the agent never sent this field.
  // The `_` prefix is the lint convention for a binding that is there to be left out.
  const { citations: _bridged, ...wire } = message;
  return wire;
}
