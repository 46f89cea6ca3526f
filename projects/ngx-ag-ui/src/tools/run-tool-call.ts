import { runInInjectionContext, type Injector } from '@angular/core';
import type { ToolCall } from '@ag-ui/core';
import { isObservable, type Observable, type Subscription } from 'rxjs';

import type { FrontendTool } from './frontend-tool';
import type { ApprovalDecision } from './pending-approval';
import { validateToolArgs } from './validate-tool-args';

/** How one call ended. */
export type ToolCallOutcome =
  | { readonly toolCallId: string; readonly status: 'done'; readonly content: string }
  | {
      readonly toolCallId: string;
      readonly status: 'failed' | 'rejected' | 'cancelled';
      readonly content: string;
      /** Why, as the agent and the app read it. */
      readonly error: string;
    };

/** What running one call needs from its owner. */
export interface RunToolCallOptions {
  readonly tool: FrontendTool;
  readonly injector: Injector;
  readonly timeout: number;
  /** Aborted by `stop()` or teardown. */
  readonly signal: AbortSignal;
  /** Asks a person about the call (its parsed, valid arguments); resolves with the decision. */
  readonly askApproval: (args: unknown) => Promise<ApprovalDecision>;
}

/**
 * Runs one frontend tool call: parses and validates its arguments, waits for approval when the
 * tool asks for it, then runs the handler bounded by the timeout. Never rejects: every failure
 * is an outcome whose content the agent can read.
 */
export async function runToolCall(
  call: ToolCall,
  options: RunToolCallOptions,
): Promise<ToolCallOutcome> {
  const { tool, signal } = options;
  const failed = (status: 'failed' | 'rejected' | 'cancelled', error: string): ToolCallOutcome => ({
    toolCallId: call.id,
    status,
    content: JSON.stringify({ error }),
    error,
  });
  let args: unknown;
  // The agent wrote these arguments: bad JSON is its mistake, answered as data.
  try {
    args = call.function.arguments.trim() === '' ? {} : JSON.parse(call.function.arguments);
  } catch {
    return failed('failed', `Invalid arguments for ${tool.name}: not valid JSON.`);
  }
  let check = await validateToolArgs(tool, args);
  if (!check.valid) return failed('failed', `Invalid arguments for ${tool.name}: ${check.reason}`);
  if (signal.aborted) return failed('cancelled', 'Cancelled by the user.');
  if (needsApproval(tool, check.args)) {
    const decision = await untilAborted(options.askApproval(check.args), signal);
    if (decision === ABORTED) return failed('cancelled', 'Cancelled by the user.');
    if (!decision.approved) {
      const reason = decision.reason?.trim();
      return failed('rejected', `The user rejected this call${reason ? `: ${reason}` : '.'}`);
    }
    if (decision.args !== undefined) {
      check = await validateToolArgs(tool, decision.args);
      if (!check.valid)
        return failed('failed', `Invalid arguments for ${tool.name}: ${check.reason}`);
    }
  }
  return runHandler(call, tool, check.args, options, failed);
}

async function runHandler(
  call: ToolCall,
  tool: FrontendTool,
  args: unknown,
  options: RunToolCallOptions,
  failed: (status: 'failed' | 'cancelled', error: string) => ToolCallOutcome,
): Promise<ToolCallOutcome> {
  const controller = new AbortController();
  const cancel = () => controller.abort(new DOMException('Cancelled by the user.', 'AbortError'));
  if (options.signal.aborted) cancel();
  options.signal.addEventListener('abort', cancel, { once: true });
  const timer =
    options.timeout > 0
      ? setTimeout(
          () => controller.abort(new DOMException('Timed out.', 'TimeoutError')),
          options.timeout,
        )
      : undefined;
  try {
    // Handlers are the app's code: whatever they throw becomes a result the agent can read.
    const value = await untilAborted(
      Promise.resolve().then(() => {
        const result = runInInjectionContext(options.injector, () =>
          tool.handler(args, { signal: controller.signal, toolCall: call }),
        );
        return isObservable(result) ? firstValue(result, controller.signal) : result;
      }),
      controller.signal,
    );
    if (value === ABORTED) {
      return options.signal.aborted
        ? failed('cancelled', 'Cancelled by the user.')
        : failed('failed', `${tool.name} timed out after ${options.timeout} ms.`);
    }
    return { toolCallId: call.id, status: 'done', content: toContent(value) };
  } catch (error) {
    if (options.signal.aborted) return failed('cancelled', 'Cancelled by the user.');
    return failed('failed', `${tool.name} failed: ${describe(error)}`);
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', cancel);
  }
}

function needsApproval(tool: FrontendTool, args: unknown): boolean {
  const rule = tool.requiresApproval;
  return typeof rule === 'function' ? rule(args) : rule === true;
}

const ABORTED = Symbol('aborted');

/** `promise`, or `ABORTED` as soon as `signal` fires. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | typeof ABORTED> {
  if (signal.aborted) return Promise.resolve(ABORTED);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The first value of `source`; unsubscribes when `signal` fires. */
function firstValue<T>(source: Observable<T>, signal: AbortSignal): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    let done = false;
    let subscription: Subscription | undefined = undefined;
    subscription = source.subscribe({
      next: (value) => {
        done = true;
        resolve(value);
        subscription?.unsubscribe();
      },
      error: reject,
      complete: () => resolve(undefined),
    });
    if (done) subscription.unsubscribe();
    signal.addEventListener('abort', () => subscription?.unsubscribe(), { once: true });
  });
}

function toContent(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value ?? null) ?? 'null';
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'unknown error';
}
