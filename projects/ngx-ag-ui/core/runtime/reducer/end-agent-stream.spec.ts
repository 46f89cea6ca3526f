import { runFinished, runStarted, textMessageContent, textMessageStart } from 'ngx-ag-ui/testing';

import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { endAgentStream } from './end-agent-stream';

describe('endAgentStream', () => {
  it('fails a thread that is still running as truncated, keeping what arrived', () => {
    const thread = [
      runStarted(),
      textMessageStart('m1'),
      textMessageContent('m1', 'partial'),
    ].reduce((t, e) => applyAgentEvent(t, e), createAgentThread());
    const ended = endAgentStream(thread);
    expect(ended.status).toBe('error');
    expect(ended.error).toMatchObject({ kind: 'truncated' });
    expect(ended.messages).toBe(thread.messages);
  });

  it('returns a finished or idle thread unchanged', () => {
    const idle = createAgentThread();
    const finished = [runStarted(), runFinished()].reduce((t, e) => applyAgentEvent(t, e), idle);
    expect(endAgentStream(idle)).toBe(idle);
    expect(endAgentStream(finished)).toBe(finished);
  });

  it('lets the next run start after a truncated one', () => {
    const truncated = endAgentStream(applyAgentEvent(createAgentThread(), runStarted()));
    expect(applyAgentEvent(truncated, runStarted('t1', 'r2')).status).toBe('running');
  });
});
