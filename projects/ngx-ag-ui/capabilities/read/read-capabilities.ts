import type { AgentCapabilities } from '@ag-ui/core';

import { type CapabilitiesWarning, capabilitiesWarning } from '../model/capabilities-warning';
import { capabilitiesProblem } from '../model/validate-capabilities';

/**
 * Reads a declaration the app's own way (a method of an agent object, a static value, a fetch of
 * its own): return the declaration, or the `Response` of a fetch, or a promise of either. A
 * `Response` gets the checks of a URL source (status, JSON content type, size); a declaration is
 * checked like a fetched one. `signal` fires when the read is given up (time limit, the store
 * destroyed). `withCapabilities()` and `provideAgentCapabilities()` call it in the injection
 * context they attach in, so `inject()` works in its synchronous part.
 */
export type CapabilitiesReader = (signal: AbortSignal) => unknown;

/** Where the declaration comes from: the URL to `GET`, or a reader of the app's. */
export type CapabilitiesSource = string | CapabilitiesReader;

/** Limits and the `fetch` used to read a declaration. */
export interface CapabilitiesReadOptions {
  /** Milliseconds to wait for the whole declaration (`DEFAULT_CAPABILITIES_TIMEOUT`). */
  readonly timeout?: number;
  /** Largest body read, in bytes (`DEFAULT_CAPABILITIES_MAX_BYTES`). */
  readonly maxBytes?: number;
  /** The `fetch` for a URL source; the global one, looked up when the read starts, by default. */
  readonly fetch?: typeof fetch;
}

/** How long a declaration may take, in milliseconds: it is read once, before a person types. */
export const DEFAULT_CAPABILITIES_TIMEOUT = 10_000;
/** The largest declaration read, in bytes; a real one is a few kilobytes (a tool list included). */
export const DEFAULT_CAPABILITIES_MAX_BYTES = 256 * 1024;

/** A usable declaration, or why there is none. */
export type CapabilitiesResult =
  { readonly capabilities: AgentCapabilities } | { readonly warning: CapabilitiesWarning };

/**
 * Reads and checks an agent's capabilities once. Never rejects and never throws: every failure
 * (status, content type, size, JSON, shape, time, network) is a `CapabilitiesWarning`.
 * @param signal Gives the read up, with no result to use (the promise then never settles).
 */
export function readCapabilities(
  source: CapabilitiesSource,
  options: CapabilitiesReadOptions = {},
  signal?: AbortSignal,
): Promise<CapabilitiesResult> {
  const controller = new AbortController();
  const timeout = options.timeout ?? DEFAULT_CAPABILITIES_TIMEOUT;
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  return new Promise<CapabilitiesResult>((resolve) => {
    const timer = setTimeout(() => {
      resolve({ warning: capabilitiesWarning('timeout', `no answer within ${timeout} ms`) });
      controller.abort();
    }, timeout);
    // Given up (by the caller, or by the time limit): no timer outlives the read.
    controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    attempt(source, options, controller.signal)
      .catch((error: unknown) => ({ warning: capabilitiesWarning('failed', describe(error)) }))
      .then((result) => {
        clearTimeout(timer);
        if (!controller.signal.aborted) resolve(result);
      });
  });
}

async function attempt(
  source: CapabilitiesSource,
  options: CapabilitiesReadOptions,
  signal: AbortSignal,
): Promise<CapabilitiesResult> {
  if (typeof source === 'function') {
    const value = await source(signal);
    return isResponse(value) ? judgeResponse(value, 'the reader', options) : judge(value);
  }
  const fetchFn = options.fetch ?? globalThis.fetch;
  const response = await fetchFn(source, { headers: { Accept: 'application/json' }, signal });
  return judgeResponse(response, `GET ${source}`, options);
}

/** Status, content type and size of an HTTP answer, then its JSON as a declaration. */
async function judgeResponse(
  response: Response,
  from: string,
  options: CapabilitiesReadOptions,
): Promise<CapabilitiesResult> {
  if (!response.ok)
    return warn('http', `${from} answered ${response.status}; the agent declared nothing`);
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) {
    await response.body?.cancel();
    return warn('not-json', `${from} answered ${type || 'no content type'}, not JSON`);
  }
  const maxBytes = options.maxBytes ?? DEFAULT_CAPABILITIES_MAX_BYTES;
  const text = await readAtMost(response, maxBytes);
  if (text === undefined) return warn('too-large', `the declaration is over ${maxBytes} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return warn('not-json', 'the declaration is not valid JSON');
  }
  return judge(value);
}

function isResponse(value: unknown): value is Response {
  return typeof Response !== 'undefined' && value instanceof Response;
}

function judge(value: unknown): CapabilitiesResult {
  const problem = capabilitiesProblem(value);
  return problem === undefined
    ? { capabilities: value as AgentCapabilities }
    : warn('malformed', problem);
}

const warn = (...args: Parameters<typeof capabilitiesWarning>): CapabilitiesResult => ({
  warning: capabilitiesWarning(...args),
});

/** The body as text, or `undefined` once it grows past `maxBytes` (reading stops there). */
async function readAtMost(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) {
    const text = await response.text();
    return new TextEncoder().encode(text).length > maxBytes ? undefined : text;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}

function describe(error: unknown): string {
  try {
    const message = error instanceof Error ? error.message : String(error);
    return `the read failed (${message.slice(0, 200)})`;
  } catch {
    return 'the read failed';
  }
}
