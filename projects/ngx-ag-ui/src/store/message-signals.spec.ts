import type { ThreadMessage } from 'ngx-ag-ui/core';

import { MessageSignals } from './message-signals';

const user = (id: string, content: string): ThreadMessage => ({ id, role: 'user', content });

describe('MessageSignals', () => {
  it('gives undefined for a message that does not exist yet, then the message once appended', () => {
    const first = [user('a', 'A')];
    const rows = new MessageSignals(first);
    const later = rows.get('b');

    rows.update([...first, user('b', 'B')]);

    expect(later()?.content).toBe('B');
  });

  it('writes a row only when its own message object changes', () => {
    const a = user('a', 'A');
    const b = user('b', 'B');
    const rows = new MessageSignals([a, b]);
    const rowA = rows.get('a');
    const rowB = rows.get('b');

    const b2 = user('b', 'B2');
    rows.update([a, b2]);

    expect(rowA()).toBe(a);
    expect(rowB()).toBe(b2);
  });

  it('follows the first message of a duplicated id', () => {
    const first = user('x', 'first');
    const rows = new MessageSignals([first, user('x', 'second')]);
    const row = rows.get('x');

    rows.update([first, user('x', 'second, changed')]);
    expect(row()).toBe(first);

    const changed = user('x', 'first, changed');
    rows.update([changed, user('x', 'second, changed')]);
    expect(row()).toBe(changed);
  });

  it('re-looks rows up when messages are dropped or reordered', () => {
    const a = user('a', 'A');
    const b = user('b', 'B');
    const c = user('c', 'C');
    const rows = new MessageSignals([a, b, c]);
    const rowA = rows.get('a');
    const rowB = rows.get('b');
    const rowC = rows.get('c');

    rows.update([c, a]);

    expect(rowA()).toBe(a);
    expect(rowB()).toBeUndefined();
    expect(rowC()).toBe(c);
    const b2 = user('b', 'back');
    rows.update([c, a, b2]);
    expect(rowB()).toBe(b2);
  });
});
