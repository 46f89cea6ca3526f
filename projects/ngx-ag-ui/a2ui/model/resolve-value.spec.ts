import { resolveValue } from './resolve-value';

const data = { name: 'Ada', count: 3, start: '2026-03-05T14:07:00', items: [{ n: 'x' }] };

describe('resolveValue', () => {
  const resolve = (value: unknown, scope = '') => resolveValue(value, { data, scope });

  it('reads literals, absolute and relative paths, own properties only', () => {
    expect(resolve('plain')).toBe('plain');
    expect(resolve({ path: '/name' })).toBe('Ada');
    expect(resolve({ path: 'n' }, '/items/0')).toBe('x');
    expect(resolve({ path: '/missing/deeper' })).toBeUndefined();
    expect(resolve({ path: '/name/length' })).toBeUndefined();
    expect(resolve({ path: '/__proto__' })).toBeUndefined();
  });

  it('interpolates formatString with paths and nested calls', () => {
    const call = (value: string) => resolve({ call: 'formatString', args: { value } });
    expect(call('Hi ${/name}, ${count} left')).toBe('Hi Ada, 3 left');
    expect(call("${pluralize(value: ${/count}, one: 'review', other: 'reviews')}")).toBe('reviews');
    expect(
      call(
        "${formatDate(value: ${/start}, format: 'E, MMM d')} at ${formatDate(value: ${/start}, format: 'h:mm a')}",
      ),
    ).toBe('Thu, Mar 5 at 2:07 PM');
    expect(call('literal \\${/name}')).toBe('literal ${/name}');
    expect(call('${unclosed')).toBe('');
  });

  it('runs checks and reports an unknown function', () => {
    const unknown: string[] = [];
    const run = (call: string, args: unknown) =>
      resolveValue({ call, args }, { data, scope: '', unknownFunction: (n) => unknown.push(n) });
    expect(run('required', { value: { path: '/name' } })).toBe(true);
    expect(run('required', { value: '' })).toBe(false);
    expect(run('email', { value: 'a@b.co' })).toBe(true);
    expect(run('and', { values: [true, { call: 'not', args: { value: false } }] })).toBe(true);
    expect(run('regex', { value: 'x', pattern: '(' })).toBeUndefined();
    expect(run('launchMissiles', {})).toBeUndefined();
    expect(unknown).toEqual(['launchMissiles']);
  });

  it('stops at calls nested too deep', () => {
    let value: unknown = true;
    for (let i = 0; i < 50; i++) value = { call: 'not', args: { value } };
    expect(resolve(value)).toBeUndefined();
  });
});
