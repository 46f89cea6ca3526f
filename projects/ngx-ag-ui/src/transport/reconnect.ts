import { DEFAULT_RECONNECT, type ReconnectOptions } from './reconnect-options';
import { invalidReconnectError, MAX_AGENT_TIMEOUT } from './transport-errors';

export type { ReconnectOptions } from './reconnect-options';

/** Most reconnects in a row a run may ask for: more would only hide a dead agent. */
export const MAX_RECONNECT_ATTEMPTS = 100;

/**
 * Where reconnects get their waiting and their jitter: the system's timers and `Math.random` in
 * an app; tests pass their own so that no test sleeps for real.
 */
export interface ReconnectClock {
  /** A number in [0, 1), as `Math.random` returns. */
  random(): number;
  /** Resolves after `ms` milliseconds, or as soon as `signal` aborts (never rejects). */
  wait(ms: number, signal: AbortSignal): Promise<void>;
}

/** The settings in effect: `false` turns reconnecting off, absent fields take the defaults. */
export function resolveReconnect(
  reconnect: ReconnectOptions | false | undefined,
): Required<ReconnectOptions> {
  if (reconnect === false) return { ...DEFAULT_RECONNECT, attempts: 0 };
  return { ...DEFAULT_RECONNECT, ...definedFields(reconnect ?? {}) };
}

/**
 * Throws an `ngx-ag-ui:` error when `reconnect` is not `false` nor settings the transport can
 * honour (whole attempts from 0 to 100, delays a timer can wait, `maxDelayMs >= baseDelayMs`).
 */
export function assertReconnectOptions(reconnect: unknown): void {
  if (reconnect === undefined || reconnect === false) return;
  if (typeof reconnect !== 'object' || reconnect === null) throw invalidReconnectError(reconnect);
  const { attempts, baseDelayMs, maxDelayMs } = resolveReconnect(reconnect as ReconnectOptions);
  if (!Number.isInteger(attempts) || attempts < 0 || attempts > MAX_RECONNECT_ATTEMPTS) {
    throw invalidReconnectError(
      reconnect,
      `attempts must be a whole number from 0 to ${MAX_RECONNECT_ATTEMPTS}`,
    );
  }
  if (!isDelay(baseDelayMs) || !isDelay(maxDelayMs)) {
    throw invalidReconnectError(
      reconnect,
      `baseDelayMs and maxDelayMs must be milliseconds from 0 to ${MAX_AGENT_TIMEOUT}`,
    );
  }
  if (maxDelayMs < baseDelayMs) {
    throw invalidReconnectError(reconnect, 'maxDelayMs must not be less than baseDelayMs');
  }
}

function isDelay(value: unknown): boolean {
  return typeof value === 'number' && value >= 0 && value <= MAX_AGENT_TIMEOUT;
}

/** `{ attempts: undefined }` must not erase a default when spread. */
function definedFields(options: ReconnectOptions): ReconnectOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
