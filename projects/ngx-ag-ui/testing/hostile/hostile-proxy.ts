/**
 * An object whose every read, key listing and type check throws, as a revoked or hostile Proxy's
 * traps do: what a test hands code that must never throw on untrusted input (the reducer, an
 * adapter, a patch).
 *
 * @param target What the proxy stands for (only its identity shows: every trap throws).
 * @example
 * expect(applyAgentEvent(thread, hostileProxy()).error?.kind).toBe('malformed-event');
 */
export function hostileProxy<T extends object = object>(target: T = {} as T): T {
  const fail = (): never => {
    throw new Error('trap');
  };
  return new Proxy(target, {
    get: fail,
    has: fail,
    ownKeys: fail,
    getOwnPropertyDescriptor: fail,
    getPrototypeOf: fail,
  });
}
