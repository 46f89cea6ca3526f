/** A thrown value's name and message, read without trusting it. */
export interface ThrownDescription {
  readonly name: string;
  readonly message: string;
}

const MAX_MESSAGE = 200;

/**
 * Describes something that was thrown, for an `AgentError` or a warning. What a hostile getter or
 * Proxy trap throws may itself be a Proxy, or an object whose `name` or `message` throws, so
 * reading it is guarded too; the message is cut to 200 characters.
 */
export function describeThrown(thrown: unknown): ThrownDescription {
  // Reading `thrown` runs code we do not control (getters, traps), which could throw again, this
  // time from inside the reducer's own error handling.
  try {
    if (thrown instanceof Error) {
      return { name: String(thrown.name), message: String(thrown.message).slice(0, MAX_MESSAGE) };
    }
    const message =
      typeof thrown === 'string' ? thrown.slice(0, MAX_MESSAGE) : `a thrown ${typeof thrown}`;
    return { name: 'Error', message };
  } catch {
    return { name: 'Error', message: 'a value that could not be read' };
  }
}
