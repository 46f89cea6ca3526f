import type { AgentError } from 'ngx-ag-ui/core/runtime';

/**
 * How the built-in transport treats redirects: `'same-origin'` (the default) follows only those
 * it can see stay on the agent's origin; `'follow'` lets `fetch` follow any, to any origin.
 */
export type AgentRedirectPolicy = 'same-origin' | 'follow';

/** One run's request, and how to send it. */
export interface RunRequest {
  readonly fetch: typeof fetch;
  readonly url: string;
  readonly init: RequestInit;
  readonly redirect: AgentRedirectPolicy;
  /** Runs when a response (a redirect too) arrives: a sign of life for the silence timer. */
  readonly onResponse: () => void;
}

/** What a run's request came to: the answer to read, or a refused redirect. */
export type RunResponse = { readonly response: Response } | { readonly refused: AgentError };

/** As many redirects as `fetch` itself follows before it gives up. */
const MAX_REDIRECTS = 20;

const REDIRECT_STATUSES: ReadonlySet<number> = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);

/** The header names `fetch` drops with the body when a redirect turns a POST into a GET. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-language', 'content-location'];

/**
 * Sends a run's request under a redirect policy; resolves with the final response, or with the
 * `'redirect'` error that refused a redirect (its body cancelled).
 *
 * Under `'same-origin'` it asks `fetch` not to follow (`redirect: 'manual'`) and follows each
 * redirect itself, the way `fetch` would, only while its target keeps the agent's origin: the
 * run input and the headers never leave for another origin. Browsers hide a redirect's target
 * (an `opaqueredirect` answer), so there every redirect is refused. A response that a custom
 * `fetch` got by following redirects on its own is refused when it comes from another origin.
 */
export async function fetchSameOrigin(request: RunRequest): Promise<RunResponse> {
  // Called bare, never as `request.fetch(…)`: a browser's fetch throws "Illegal invocation"
  // when its `this` is anything but the window (or undefined).
  const { url, redirect, fetch: send } = request;
  if (redirect === 'follow') {
    const response = await send(url, { ...request.init, redirect: 'follow' });
    request.onResponse();
    return { response };
  }
  const origin = originOf(url);
  let target = url;
  let init = request.init;
  for (let hops = 0; ; hops++) {
    const response = await send(target, { ...init, redirect: 'manual' });
    request.onResponse();
    if (response.type === 'opaqueredirect') {
      return refuse(
        response,
        `The agent at ${url} redirected, and the browser hides where to: the run was not sent on.`,
      );
    }
    const location = REDIRECT_STATUSES.has(response.status)
      ? response.headers.get('location')
      : null;
    if (location === null) {
      if (response.redirected && (origin === undefined || originOf(response.url) !== origin)) {
        const where = originOf(response.url) ?? 'an address with no origin';
        return refuse(
          response,
          `The agent at ${url} redirected to ${where}: its answer was refused.`,
        );
      }
      return { response };
    }
    const next = toUrl(location, target)?.href;
    if (next === undefined || origin === undefined || originOf(next) !== origin) {
      const where = (next && originOf(next)) ?? 'an address with no origin';
      return refuse(
        response,
        `The agent at ${url} redirected to ${where}, another origin: the run was not sent there.`,
      );
    }
    if (hops === MAX_REDIRECTS) {
      return refuse(response, `The agent at ${url} redirected more than ${MAX_REDIRECTS} times.`);
    }
    void response.body?.cancel().catch(() => undefined);
    init = toRedirectedInit(init, response.status);
    target = next;
  }
}

/** The request `fetch` would send after a redirect with `status` (Fetch standard, 4.4). */
function toRedirectedInit(init: RequestInit, status: number): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const toGet =
    ((status === 301 || status === 302) && method === 'POST') ||
    (status === 303 && method !== 'GET' && method !== 'HEAD');
  if (!toGet) return init;
  const headers = new Headers(init.headers);
  BODY_HEADERS.forEach((name) => headers.delete(name));
  return { ...init, method: 'GET', body: null, headers };
}

function refuse(response: Response, message: string): RunResponse {
  void response.body?.cancel().catch(() => undefined);
  const status = response.status > 0 ? { status: response.status } : {};
  return { refused: { kind: 'redirect', message, ...status } };
}

/** The origin of `url`, resolved against the page in a browser; `undefined` when it has none. */
function originOf(url: string): string | undefined {
  const origin = toUrl(url, globalThis.location?.href)?.origin;
  return origin === 'null' ? undefined : origin;
}

function toUrl(url: string, base: string | undefined): URL | undefined {
  // new URL() throws on what it cannot parse; such an address has no origin to trust.
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}
