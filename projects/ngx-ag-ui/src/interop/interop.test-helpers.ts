import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

import { HttpAgent } from '@ag-ui/client';
import type { Message, Tool } from '@ag-ui/core';
import { injectAgent, provideAgUi, type AgentStore } from 'ngx-ag-ui';
import type { AgentError, ThreadMessage } from 'ngx-ag-ui/core';

import { expectSameAsReference } from '../../core/runtime/reducer/reference-run.test-helpers';
import { createStoreInjector } from '../store/store-injector.test-helpers';
import type { Producer } from './producer.test-helpers';

/** The frontend tool both producers' scripts call. */
export const confirmBooking: Tool = {
  name: 'confirm_booking',
  description: 'Asks the person to confirm a hotel booking',
  parameters: { type: 'object', properties: { hotel: { type: 'string' } }, required: ['hotel'] },
};

let threads = 0;

/** A new thread id, a UUID (LangGraph's API wants one), the same on every run of the suite. */
export function nextThreadId(): string {
  threads++;
  return `00000000-0000-4000-8000-${threads.toString().padStart(12, '0')}`;
}

/** A user message with a fixed id. */
export function user(id: string, content: string): Message {
  return { id, role: 'user', content };
}

/** What a conversation looks like, ids left out (the producers draw them at random). */
export interface Shape {
  readonly role: string;
  readonly content: unknown;
  readonly toolCalls?: readonly { readonly name: string; readonly arguments: unknown }[];
  readonly toolCallId?: string;
}

/** The parts of each message both clients must agree on; tool arguments parsed. */
export function shape(messages: readonly (Message | ThreadMessage)[]): Shape[] {
  return messages
    .filter((message) => message.role !== 'activity' && message.role !== 'reasoning')
    .map((message) => {
      const calls = 'toolCalls' in message ? (message.toolCalls ?? []) : [];
      return {
        role: message.role,
        content: 'content' in message ? (message.content ?? '') : '',
        ...(calls.length > 0
          ? {
              toolCalls: calls.map((call) => ({
                name: call.function.name,
                arguments: JSON.parse(call.function.arguments) as unknown,
              })),
            }
          : {}),
        ...('toolCallId' in message ? { toolCallId: message.toolCallId } : {}),
      };
    })
    .filter((message) => message.content !== '' || message.toolCalls || message.toolCallId);
}

/** The library's `AgentStore` on its built-in transport (`HttpSseAgent`), in a Node injector. */
export function ourClient(url: string, threadId: string, tools: readonly Tool[] = []) {
  const { injector, pendingTasks } = createStoreInjector(provideAgUi({ url, threadId, tools }));
  const store: AgentStore = injectAgent({ injector });
  return {
    store,
    /** Resolves when the run the store is in (if any) has ended. */
    idle: () => pendingTasks.whenIdle(),
    destroy: () => injector.destroy(),
  };
}

/** How a run of the reference client ended. */
export interface ReferenceOutcome {
  readonly messages: Message[];
  readonly state: unknown;
  readonly error?: string;
}

/** `@ag-ui/client`'s `HttpAgent` on the same endpoint: the reference for every scenario. */
export function referenceClient(url: string, threadId: string, tools: readonly Tool[] = []) {
  const agent = new HttpAgent({ url, threadId });
  return {
    agent,
    async run(messages: readonly Message[]): Promise<ReferenceOutcome> {
      agent.addMessages([...messages]);
      let error: string | undefined;
      try {
        await agent.runAgent({ tools: [...tools] });
      } catch (reason) {
        error = reason instanceof Error ? reason.message : String(reason);
      }
      return {
        messages: structuredClone(agent.messages),
        state: structuredClone(agent.state),
        ...(error ? { error } : {}),
      };
    },
  };
}

/** Resolves once `ready` holds, checking after each turn of the event loop (bounded). */
export async function until(ready: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let turn = 0; turn < 2000; turn++) {
    if (await ready()) return;
    await new Promise((resolveTurn) => setTimeout(resolveTurn, 5));
  }
  throw new Error(`interop: never saw ${what}`);
}

/** The assistant text of a thread, in order. */
export function assistantText(messages: readonly ThreadMessage[]): string {
  return messages
    .filter((message) => message.role === 'assistant')
    .map((message) => (typeof message.content === 'string' ? message.content : ''))
    .join('|');
}

/** The fields of an error a scenario asserts on. */
export function errorOf(error: AgentError | null): { kind: string } | null {
  return error ? { kind: error.kind } : null;
}

/** What `tools/interop/reference-run.mjs` saw: the reference client's run in its own process. */
export interface IsolatedReferenceOutcome extends ReferenceOutcome {
  /** Promise rejections nobody handled during the run. */
  readonly unhandled: readonly string[];
}

/** Runs the reference client once in a child process (see reference-run.mjs for why). */
export function isolatedReferenceRun(
  url: string,
  threadId: string,
  content: string,
): Promise<IsolatedReferenceOutcome> {
  const script = resolve(__dirname, '../../../../tools/interop/reference-run.mjs');
  return new Promise((resolveRun, reject) =>
    execFile(process.execPath, [script, url, threadId, content], (error, stdout) =>
      error ? reject(error) : resolveRun(JSON.parse(stdout) as IsolatedReferenceOutcome),
    ),
  );
}

/**
 * The events the producer sent in its last run, replayed through the library's reducer and the
 * reference client's pipeline side by side: after every event both hold the same messages and
 * state, ids included (the reducer differential, on a real producer's stream).
 */
export async function expectSameEventsAsReference(producer: Producer): Promise<void> {
  const events = await producer.events(-1);
  expect(events.length).toBeGreaterThan(0);
  // A failed run is compared up to its RUN_ERROR: what follows is ignored by the library and
  // refused by the reference (a documented difference), and LangGraphAgent's step end races
  // its error, so some of its runs send a STEP_FINISHED there.
  const error = events.findIndex((event) => event.type === 'RUN_ERROR');
  await expectSameAsReference(error < 0 ? events : events.slice(0, error + 1));
}
