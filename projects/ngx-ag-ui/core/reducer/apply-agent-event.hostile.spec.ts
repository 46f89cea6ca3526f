/** @jest-environment node */
import type { Message } from '@ag-ui/core';
import { messagesSnapshot, runStarted, stateSnapshot, textMessage } from 'ngx-ag-ui/testing';

import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';

function run(...events: unknown[]): AgentThread {
  return events.reduce<AgentThread>((thread, event) => applyAgentEvent(thread, event), createAgentThread());
}

/** A JSON object nested `depth` levels deep, built afresh on each call (as each frame parses). */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const DEPTH = 50_000;

describe('applyAgentEvent on deeply nested data', () => {
  it('keeps the held message when an equal snapshot repeats metadata nested 50,000 deep', () => {
    const message = (): Message => ({ id: 'm1', role: 'user', content: 'hi', metadata: nested(DEPTH) }) as Message;
    const first = run(runStarted(), messagesSnapshot([message()]));
    const second = applyAgentEvent(first, messagesSnapshot([message()]));
    expect(second).toBe(first);
    expect(second.status).toBe('running');
  });

  it('keeps the bridged citations when an equal state snapshot repeats an extra nested 50,000 deep', () => {
    const state = () => ({ citations: { m1: [{ url: 'https://example.com', extra: nested(DEPTH) }] } });
    const first = run(runStarted(), ...textMessage('m1', ['Refunds take 5 days.']), stateSnapshot(state()));
    const citations = first.messages[0].citations;
    expect(citations).toHaveLength(1);
    const second = applyAgentEvent(first, stateSnapshot(state()));
    expect(second.status).toBe('running');
    expect(second.messages[0].citations).toBe(citations);
  });
});
