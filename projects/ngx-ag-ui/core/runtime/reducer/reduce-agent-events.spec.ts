import { from, lastValueFrom, toArray } from 'rxjs';
import * as ev from 'ngx-ag-ui/testing';

import { createAgentThread } from '../thread/create-agent-thread';
import { reduceAgentEvents } from './reduce-agent-events';

describe('reduceAgentEvents', () => {
  it('folds a whole run into one thread per event', async () => {
    const events = [
      ev.runStarted('t1', 'r1'),
      ...ev.textMessage('m1', ['Hel', 'lo']),
      ...ev.toolCall('c1', 'search', ['{"q":', '"x"}'], { parentMessageId: 'm1' }),
      ev.toolCallResult('tool-1', 'c1', 'found'),
      ev.stateSnapshot({ count: 1 }),
      ev.stateDelta([{ op: 'replace', path: '/count', value: 2 }]),
      ev.runFinished('t1', 'r1'),
    ];
    const threads = await lastValueFrom(from(events).pipe(reduceAgentEvents(), toArray()));
    const last = threads[threads.length - 1];
    expect(threads).toHaveLength(events.length);
    expect(last.status).toBe('success');
    expect(last.messages).toEqual([
      {
        id: 'm1',
        role: 'assistant',
        content: 'Hello',
        toolCalls: [
          { id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q":"x"}' } },
        ],
      },
      { id: 'tool-1', role: 'tool', toolCallId: 'c1', content: 'found' },
    ]);
    expect(last.state).toEqual({ count: 2 });
    expect(last.toolCallArgs.get('c1')).toEqual({ q: 'x' });
    expect(last.pendingToolCallIds).toEqual([]);
  });

  it('continues a given thread', async () => {
    const seed = createAgentThread({ threadId: 't9', state: { a: 1 } });
    const events = [
      ev.runStarted('t9', 'r2'),
      ev.messagesSnapshot([{ id: 'u1', role: 'user', content: 'hi' }]),
    ];
    const last = await lastValueFrom(from(events).pipe(reduceAgentEvents(seed)));
    expect(last.messages).toEqual([{ id: 'u1', role: 'user', content: 'hi' }]);
    expect(last.state).toEqual({ a: 1 });
    expect(last.status).toBe('running');
  });
});
