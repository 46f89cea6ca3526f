import type { Page } from '@playwright/test';

/** Where the demo agent listens (playwright.config.ts starts it). */
export const DEMO_AGENT = `http://127.0.0.1:${process.env['AGUI_E2E_AGENT_PORT'] ?? 8788}`;

/** What the demo agent answers about one thread (`GET /{path}?threadId=…`). */
export async function atDemoAgent<T>(path: string, threadId: string): Promise<T> {
  const response = await fetch(`${DEMO_AGENT}/${path}?threadId=${encodeURIComponent(threadId)}`);
  return (await response.json()) as T;
}

/** The thread the page's first run was on, read from its request once it is sent. */
export function watchThread(page: Page): () => string {
  let threadId = '';
  page.on('request', (request) => {
    if (threadId || request.method() !== 'POST' || !request.url().includes('/api/agent')) return;
    threadId = (JSON.parse(request.postData() ?? '{}') as { threadId?: string }).threadId ?? '';
  });
  return () => threadId;
}
