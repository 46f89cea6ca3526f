/** @jest-environment node */
import { runStarted, stateDelta, stateSnapshot, hostileProxy } from 'ngx-ag-ui/testing';

import { applyAgentEvent } from '../reducer/apply-agent-event';
import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyStateDelta } from './apply-state-delta';

function throwingGetter(
  record: Record<string, unknown>,
  key: string,
  thrown: unknown = new TypeError('getter'),
) {
  return Object.defineProperty(record, key, {
    enumerable: true,
    get: () => {
      throw thrown;
    },
  });
}

describe('applyStateDelta reads only own JSON members', () => {
  const state = { a: { b: 1 }, list: [1, 2], text: 'abc' };

  it.each([
    ['move', '/constructor', '/x'],
    ['copy', '/a/hasOwnProperty', '/x'],
    ['copy', '/a/toString', '/a/b'],
    ['move', '/constructor', ''],
    ['copy', '/list/length', '/x'],
    ['copy', '/list/5', '/x'],
    ['move', '/missing', ''],
  ])('refuses a %s from %s (to "%s"), keeping the same state', (op, from, path) => {
    const result = applyStateDelta(state, [{ op, from, path }]);
    expect(result).toMatchObject({
      ok: false,
      error: { opIndex: 0, code: 'OPERATION_FROM_UNRESOLVABLE' },
    });
    expect(result.state).toBe(state);
  });

  it('refuses a test of an inherited member, even one equal to the value given in-process', () => {
    const result = applyStateDelta(state, [
      { op: 'test', path: '/a/toString', value: Object.prototype.toString },
    ]);
    expect(result).toMatchObject({
      ok: false,
      error: { opIndex: 0, code: 'OPERATION_PATH_UNRESOLVABLE' },
    });
    expect(result.state).toBe(state);
  });

  it('is atomic: a refused read after applied ops keeps the state as it was', () => {
    const result = applyStateDelta(state, [
      { op: 'add', path: '/y', value: 1 },
      { op: 'copy', from: '/constructor', path: '/z' },
    ]);
    expect(result).toMatchObject({ ok: false, error: { opIndex: 1 } });
    expect(result.state).toBe(state);
  });

  it('still moves, copies and tests own members, array elements included', () => {
    const result = applyStateDelta(state, [
      { op: 'copy', from: '/a', path: '/c' },
      { op: 'move', from: '/list/0', path: '/first' },
      { op: 'test', path: '/c/b', value: 1 },
      { op: 'copy', from: '', path: '/a/whole' },
    ]);
    expect(result.ok).toBe(true);
    expect(result.state).toMatchObject({
      c: { b: 1 },
      first: 1,
      list: [2],
      a: { b: 1, whole: { first: 1, list: [2] } },
    });
  });

  it('warns with the op and marks the state diverged when an event moves an inherited member', () => {
    const before = [runStarted(), stateSnapshot({ a: {} })].reduce<AgentThread>(
      (thread, event) => applyAgentEvent(thread, event),
      createAgentThread(),
    );
    const after = applyAgentEvent(
      before,
      stateDelta([{ op: 'move', from: '/constructor', path: '/evil' }]),
    );
    expect(after.state).toBe(before.state);
    expect(after.stateDiverged).toBe(true);
    expect(after.status).toBe('running');
    expect(after.warnings.at(-1)).toMatchObject({
      kind: 'state-patch-failed',
      opIndex: 0,
      message: expect.stringContaining('op 0 (move "/evil")'),
    });
  });
});

describe('applyStateDelta on deeply nested values', () => {
  /** A JSON value `depth` objects deep. */
  function nested(depth: number): unknown {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  }

  it('applies values nested up to 1,000 levels', () => {
    const result = applyStateDelta({ deep: nested(999) }, [
      { op: 'add', path: '/x', value: nested(1_000) },
      { op: 'test', path: '/x', value: nested(1_000) },
      { op: 'copy', from: '/deep', path: '/y' },
    ]);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['an added value', { op: 'add', path: '/x', value: nested(1_001) }],
    ['a replacing value', { op: 'replace', path: '/deep', value: nested(50_000) }],
    ['a tested value', { op: 'test', path: '/deep', value: nested(50_000) }],
    ['a copied value', { op: 'copy', from: '/deep', path: '/y' }],
  ])('refuses %s nested deeper, with that reason, keeping the same state', (_, op) => {
    const state = { deep: nested(50_000) };
    const result = applyStateDelta(state, [op]);
    expect(result).toMatchObject({
      ok: false,
      error: {
        opIndex: 0,
        code: 'OPERATION_VALUE_TOO_DEEP',
        message: expect.stringContaining('1000 levels'),
      },
    });
    expect(result.state).toBe(state);
  });
});

describe('applyStateDelta on values that throw when read', () => {
  it.each([
    [
      'a revoked Proxy as the patch',
      () => {
        const { proxy, revoke } = Proxy.revocable([], {});
        revoke();
        return [{}, proxy];
      },
    ],
    ['a Proxy whose traps throw as the patch', () => [{}, hostileProxy([])]],
    ['an op whose getter throws', () => [{}, [throwingGetter({ op: 'add', value: 1 }, 'path')]]],
    ['a patch whose element getter throws', () => [{}, throwingGetter([] as never, '0')]],
    [
      'a state that throws on the patched path',
      () => [throwingGetter({}, 'a'), [{ op: 'copy', from: '/a', path: '/b' }]],
    ],
    [
      'a state that throws a Proxy',
      () => [throwingGetter({}, 'a', hostileProxy()), [{ op: 'replace', path: '/a', value: 1 }]],
    ],
  ])('fails with a value instead of throwing, for %s', (_, inputs) => {
    const [state, delta] = inputs() as [unknown, unknown];
    let result: ReturnType<typeof applyStateDelta> | undefined;
    expect(() => (result = applyStateDelta(state, delta))).not.toThrow();
    expect(result).toMatchObject({ ok: false, error: { message: expect.any(String) } });
    expect(result?.state).toBe(state);
  });
});
