import { isRecord } from 'ngx-ag-ui/core';

/** The app's HTML and the `_meta.ui` of the resource that held it. */
export interface AppResource {
  readonly html: string;
  readonly meta: Record<string, unknown>;
}

/** The MIME type of an MCP App's HTML resource. */
const APP_MIME = /^text\/html(;|$)/i;

/**
 * The first HTML entry of a `resources/read` result (`text`, or a base64 `blob`), or
 * `undefined` when it has none.
 */
export function readAppResource(result: Record<string, unknown>): AppResource | undefined {
  const contents = Array.isArray(result['contents']) ? result['contents'] : [];
  for (const entry of contents) {
    if (!isRecord(entry)) continue;
    if (typeof entry['mimeType'] === 'string' && !APP_MIME.test(entry['mimeType'])) continue;
    const html =
      typeof entry['text'] === 'string'
        ? entry['text']
        : typeof entry['blob'] === 'string'
          ? decodeBase64(entry['blob'])
          : undefined;
    if (html === undefined) continue;
    const meta =
      isRecord(entry['_meta']) && isRecord(entry['_meta']['ui']) ? entry['_meta']['ui'] : {};
    return { html, meta };
  }
  return undefined;
}

function decodeBase64(blob: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(blob), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}
