/** @jest-environment node */
import { runStarted, textMessageStart } from 'ngx-ag-ui/testing';

import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { loadZodEventValidator } from './load-zod-event-validator';

describe('loadZodEventValidator', () => {
  it('accepts valid events', async () => {
    const validate = await loadZodEventValidator();
    expect(validate(textMessageStart('m1'))).toBeUndefined();
  });

  it('rejects what only the full schemas check, and the reducer then fails the run', async () => {
    const validateEvent = await loadZodEventValidator();
    const event = runStarted('t1', 'r1', {
      input: {
        threadId: 't1',
        runId: 'r1',
        messages: [],
        tools: [{ name: 5 } as never],
        context: [],
      },
    });
    expect(applyAgentEvent(createAgentThread(), event).status).toBe('running');
    const thread = applyAgentEvent(createAgentThread(), event, { validateEvent });
    expect(thread.error).toMatchObject({
      kind: 'malformed-event',
      message: expect.stringContaining('input.tools.0.name'),
    });
  });
});
