import { computed, signal, type Injector, type Signal } from '@angular/core';
import type { Tool, ToolCall } from '@ag-ui/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import { isZodToolSchema, type FrontendTool } from './frontend-tool';
import type { ApprovalDecision, PendingApproval, Waiting } from './pending-approval';
import type { ToolCallOutcome } from './run-tool-call';
import type { SettledToolRound } from './settle-tool-round';
import { duplicateToolError, toolLoopError } from './tool-errors';

/** Defaults of `withTools()`. */
export const DEFAULT_TOOL_TIMEOUT = 30_000;
/** How many times in a row the store continues a run by itself before it stops (loop guard). */
export const DEFAULT_MAX_TOOL_ROUNDS = 5;

/** How the store runs frontend tools (`withTools(tools, options)`). */
export interface ToolOptions {
  /** Per-call handler timeout in ms, unless the tool sets its own; 0 for none. */
  readonly timeout?: number;
  /** How many runs in a row the store starts by itself to answer tool calls. */
  readonly maxRounds?: number;
}

/** The outcomes of one round of calls, and what follows it. */
export interface ToolRound {
  readonly outcomes: readonly ToolCallOutcome[];
  /** The next thread after the round (see `settleToolRound`), from the thread shown now. */
  settle(thread: AgentThread, cancelled: boolean): SettledToolRound;
}

interface Registered {
  readonly tool: FrontendTool;
  readonly injector: Injector;
}

/**
 * The frontend tools of one agent: which are registered (from `withTools()` and `injectTool()`),
 * their wire definitions, the calls waiting for approval, and running a round of calls.
 */
export class AgentTools {
  readonly #tools = signal<ReadonlyMap<string, Registered>>(new Map());
  readonly #waiting = signal<readonly Waiting[]>([]);
  readonly timeout: number;
  readonly maxRounds: number;

  /** The calls waiting for a person, in call order. */
  readonly approvals: Signal<readonly PendingApproval[]> = computed(() =>
    this.#waiting().map((waiting) => waiting.approval),
  );

  /** What every run sends as `tools`. */
  readonly definitions: Signal<readonly Tool[]> = computed(() =>
    [...this.#tools().values()].map(({ tool }) => toWireTool(tool)),
  );

  constructor(options: ToolOptions = {}) {
    this.timeout = options.timeout ?? DEFAULT_TOOL_TIMEOUT;
    this.maxRounds = options.maxRounds ?? DEFAULT_MAX_TOOL_ROUNDS;
  }

  /**
   * Registers `tool`, its handler to run in `injector`.
   * @returns A function that unregisters it.
   * @throws When a tool of that name is already registered.
   */
  add(tool: FrontendTool, injector: Injector): () => void {
    if (this.#tools().has(tool.name)) throw duplicateToolError(tool.name);
    const entry: Registered = { tool, injector };
    this.#tools.update((tools) => new Map(tools).set(tool.name, entry));
    return () =>
      this.#tools.update((tools) => {
        if (tools.get(tool.name) !== entry) return tools;
        const next = new Map(tools);
        next.delete(tool.name);
        return next;
      });
  }

  /** Whether a tool of this name is registered. */
  has(name: string): boolean {
    return this.#tools().has(name);
  }

  /** Answers a waiting call. @returns Whether a call with that id was waiting. */
  decide(toolCallId: string, decision: ApprovalDecision): boolean {
    const waiting = this.#waiting().find((entry) => entry.approval.toolCall.id === toolCallId);
    if (!waiting) return false;
    waiting.decide(decision);
    return true;
  }

  /**
   * Runs `calls` of registered tools in parallel; resolves once every one has an outcome.
   * `onWaitForPerson` is called when a call starts waiting for approval.
   */
  async run(
    calls: readonly ToolCall[],
    signal: AbortSignal,
    onWaitForPerson: () => void = () => undefined,
  ): Promise<ToolRound> {
    const entries = calls.map((call) => ({ call, ...this.#tools().get(call.function.name)! }));
    // Running calls and settling the round are loaded at the first call, not at startup.
    const { runToolCall, settleToolRound, waitForDecision } = await import('./tool-round');
    const outcomes = await Promise.all(
      entries.map(({ call, tool, injector }) =>
        runToolCall(call, {
          tool,
          injector,
          signal,
          timeout: tool.timeout ?? this.timeout,
          askApproval: (args) => {
            onWaitForPerson();
            return waitForDecision(this.#waiting, { toolCall: call, tool, args }, signal);
          },
        }),
      ),
    );
    return {
      outcomes,
      settle: (thread, cancelled) => settleToolRound(thread, calls, outcomes, cancelled),
    };
  }

  /** The thread ended by the loop guard: a `tool-loop` error, the calls left pending. */
  stopLoop(thread: AgentThread, rounds: number, calls: readonly ToolCall[]): AgentThread {
    const error = toolLoopError(
      rounds,
      calls.map((call) => call.id),
    );
    return { ...thread, status: 'error', error };
  }
}

function toWireTool(tool: FrontendTool): Tool {
  const parameters = tool.parameters;
  const schema = isZodToolSchema(parameters)
    ? parameters.toJSONSchema()
    : (parameters ?? { type: 'object', properties: {} });
  return { name: tool.name, description: tool.description, parameters: schema };
}
