import { assertInInjectionContext, DestroyRef, inject, Injector } from '@angular/core';

import { injectAgent } from '../provide/inject-agent';
import type { FrontendTool } from './frontend-tool';

/** Where `injectTool()` registers its tool. */
export interface InjectToolOptions {
  /** The agent (the only or default one when absent). */
  readonly agentId?: string;
}

/**
 * Registers a frontend tool with an agent for as long as the calling component (or service)
 * lives; its handler runs in that component's injection context. The agent needs `withTools()`.
 *
 * @param tool The tool (see `defineTool()`).
 * @param options Which agent.
 * @returns Nothing; the tool is removed when the caller is destroyed.
 * @throws Outside an injection context, when the agent has no `withTools()`, or when a tool of
 *   that name is already registered.
 *
 * @example
 * export class SourcePreview {
 *   constructor() {
 *     injectTool({ name: 'open_preview', description: 'Opens a source', handler: (args) => this.open(args) });
 *   }
 * }
 */
export function injectTool<Args, Result>(
  tool: FrontendTool<Args, Result>,
  options: InjectToolOptions = {},
): void {
  assertInInjectionContext(injectTool);
  const store = injectAgent(options.agentId);
  const remove = store.registerTool(tool, inject(Injector));
  inject(DestroyRef).onDestroy(remove);
}
