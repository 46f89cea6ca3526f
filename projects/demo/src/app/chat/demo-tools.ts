import { DOCUMENT, inject } from '@angular/core';
import { defineTool } from 'ngx-ag-ui';

/** Reads the browser's language: a tool only the browser can answer. */
export const readLocale = defineTool({
  name: 'read_locale',
  description: "Reads the language of the user's browser",
  handler: () => inject(DOCUMENT).defaultView?.navigator.language ?? 'unknown',
});

/** Saves sources to the reading list, once the user approved it. */
export const saveSources = defineTool({
  name: 'save_sources',
  description: 'Saves these sources to your reading list',
  parameters: {
    type: 'object',
    properties: { urls: { type: 'array', items: { type: 'string', format: 'uri' } } },
    required: ['urls'],
  },
  requiresApproval: true,
  handler: (args: { urls: string[] }) => ({ saved: args.urls.length }),
});

/** Checks a link, and fails: the demo of a handler that throws. */
export const checkLink = defineTool({
  name: 'check_link',
  description: 'Checks that a link answers',
  parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
  handler: (args: { url: string }) => {
    throw new Error(`${args.url} did not answer`);
  },
});

/** Waits until stopped: the demo of stop() during a handler. */
export const waitForUser = defineTool({
  name: 'wait_for_user',
  description: 'Waits for the user for a while',
  timeout: 120_000,
  handler: (_: unknown, { signal }) =>
    new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    ),
});

/** Every browser tool of the demo. */
export const DEMO_TOOLS = [readLocale, saveSources, checkLink, waitForUser];
