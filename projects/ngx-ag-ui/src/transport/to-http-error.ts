import type { AgentError } from 'ngx-ag-ui/core/runtime';

import { MAX_ERROR_BODY_BYTES, readErrorBody } from './read-error-body';

/**
 * The `'http'` error of a non-2xx answer: its status, its status text as `code`, and the first
 * 64 KiB of its body as `cause` (parsed when JSON and whole). `onBytes` runs for every chunk
 * of the body (a sign of life for the silence timer); `toReconnect` says the answer was to a
 * reconnect.
 */
export async function toHttpError(
  response: Response,
  onBytes: () => void,
  toReconnect: boolean,
): Promise<AgentError> {
  let body: unknown;
  let cut = false;
  try {
    const start = await readErrorBody(response.body, onBytes);
    cut = start.cut;
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    // The error body is remote input: fall back to the raw text when it is not JSON.
    body = isJson && !cut ? parseJsonOr(start.text) : start.text;
  } catch {
    // The connection failed while the body was read; the status alone still says what failed.
    body = undefined;
  }
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  const cutNote = cut ? ` (its body is cut to the first ${MAX_ERROR_BODY_BYTES / 1024} KiB)` : '';
  const resumed = toReconnect ? ' to the reconnect' : '';
  return {
    kind: 'http',
    message: `The agent answered${resumed} HTTP ${response.status}${statusText}${cutNote}.`,
    status: response.status,
    ...(response.statusText ? { code: response.statusText } : {}),
    cause: body,
  };
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
