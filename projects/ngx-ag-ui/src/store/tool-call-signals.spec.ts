import { computed } from '@angular/core';
import type { ToolCall } from '@ag-ui/core';
import type { ThreadMessage } from 'ngx-ag-ui/core';

import { ToolCallSignals } from './tool-call-signals';

const call = (id: string, args: string): ToolCall => ({
  id,
  type: 'function',
  function: { name: 'search', arguments: args },
});
const assistant = (id: string, ...toolCalls: ToolCall[]): ThreadMessage => ({
  id,
  role: 'assistant',
  content: '',
  toolCalls,
});
const tool = (id: string, toolCallId: string, content: string): ThreadMessage => ({
  id,
  role: 'tool',
  toolCallId,
  content,
});
const text = (id: string, content: string): ThreadMessage => ({ id, role: 'assistant', content });

describe('ToolCallSignals', () => {
  it('gives undefined until the call and its result appear, then each', () => {
    const rows = new ToolCallSignals([]);
    const c1 = rows.call('c1');
    const r1 = rows.result('c1');
    const first = [assistant('a1', call('c1', '{"q":'))];

    rows.update(first);
    expect(c1()?.function.arguments).toBe('{"q":');
    expect(r1()).toBeUndefined();

    rows.update([...first, tool('t1', 'c1', '3 hits')]);
    expect(r1()?.content).toBe('3 hits');
  });

  it('notifies a call’s readers only when that call changes, whatever else streams', () => {
    const a1 = assistant('a1', call('c1', '{}'));
    const rows = new ToolCallSignals([a1]);
    let reads = 0;
    const c1 = computed(() => (reads++, rows.call('c1')()));
    const c2 = rows.call('c2');
    expect(c1()?.id).toBe('c1');

    let messages: ThreadMessage[] = [a1, assistant('a2', call('c2', '{"q'))];
    rows.update(messages);
    for (const content of ['h', 'he', 'hel']) {
      messages = [...messages.slice(0, 2), text('m3', content)];
      rows.update(messages);
      expect(c1()?.id).toBe('c1');
    }
    messages = [a1, assistant('a2', call('c2', '{"q":1}')), messages[2]];
    rows.update(messages);

    expect(reads).toBe(1);
    expect(c2()?.function.arguments).toBe('{"q":1}');
  });

  it('drops a call that a snapshot removes, in place or with its message', () => {
    const rows = new ToolCallSignals([assistant('a1', call('c1', '{}'), call('c2', '{}'))]);
    const c1 = rows.call('c1');
    const c2 = rows.call('c2');

    rows.update([assistant('a1', call('c2', '{"x":1}'))]);
    expect(c1()).toBeUndefined();
    expect(c2()?.function.arguments).toBe('{"x":1}');

    rows.update([text('m1', 'hi')]);
    expect(c2()).toBeUndefined();
  });

  it('follows the first call and the first result of a duplicated id', () => {
    const first = assistant('a1', call('c1', 'first'));
    const rows = new ToolCallSignals([first, tool('t1', 'c1', 'one')]);
    const c1 = rows.call('c1');
    const r1 = rows.result('c1');

    rows.update([first, tool('t1', 'c1', 'one'), assistant('a2', call('c1', 'second'))]);
    rows.update([
      first,
      tool('t1', 'c1', 'one'),
      assistant('a2', call('c1', 'second')),
      tool('t2', 'c1', 'two'),
    ]);

    expect(c1()?.function.arguments).toBe('first');
    expect(r1()?.content).toBe('one');
  });
});
