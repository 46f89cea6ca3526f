import { computed, signal, type Injector, type Signal } from '@angular/core';
import type { RunAgentInput, Tool, ToolCall } from '@ag-ui/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import type {
  AgentStoreExtension,
  RunEnd,
  RunEndOutcome,
  RunStart,
} from '../store/store-extension';
import { EMPTY, pendingToolCalls } from '../store/tool-call-list';
import { isZodToolSchema, type FrontendTool } from './frontend-tool';
import type { ApprovalDecision, PendingApproval, Waiting } from './pending-approval';
import { loadOnce } from '../load-once';
import { duplicateToolError } from './tool-errors';

type ToolRoundModule = typeof import('./tool-round');

/** The tool round's code, loaded at the first round rather than at startup; then kept here. */
let toolRound: ToolRoundModule | undefined;
const loadToolRound = loadOnce(() => import('./tool-round').then((module) => (toolRound = module)));

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

interface Registered {
  readonly tool: FrontendTool;
  readonly injector: Injector;
}

/**
 * The frontend tools of one agent (`withTools()`), attached to its store as a feature: which
 * are registered (from `withTools()` and `injectTool()`), their definitions sent with every
 * run, the calls waiting for approval, and the end of a run that left calls of them, which it
 * takes over: it answers the calls and continues the run with the results, at most `maxRounds`
 * times in a row.
 */
export class AgentTools implements AgentStoreExtension {
  readonly #tools = signal<ReadonlyMap<string, Registered>>(new Map());
  readonly #waiting = signal<readonly Waiting[]>([]);
  readonly #timeout: number;
  readonly #maxRounds: number;
  /** Runs started in a row to answer tool calls (the loop guard's count). */
  #rounds = 0;

  /** The calls waiting for a person, in call order. */
  readonly approvals: Signal<readonly PendingApproval[]> = computed(() =>
    this.#waiting().map((waiting) => waiting.approval),
  );

  constructor(options: ToolOptions = {}) {
    this.#timeout = options.timeout ?? DEFAULT_TOOL_TIMEOUT;
    this.#maxRounds = options.maxRounds ?? DEFAULT_MAX_TOOL_ROUNDS;
  }

  /**
   * Registers `tool`, its handler to run in `injector`.
   * @returns A function that unregisters it.
   * @throws When a tool of that name is already registered.
   */
  registerTool(tool: FrontendTool, injector: Injector): () => void {
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

  /** Answers a waiting call. @returns Whether a call with that id was waiting. */
  decide(toolCallId: string, decision: ApprovalDecision): boolean {
    const waiting = this.#waiting().find((entry) => entry.approval.toolCall.id === toolCallId);
    waiting?.decide(decision);
    return !!waiting;
  }

  /** Adds the tools' definitions to the run's input, unless the run was given its own `tools`. */
  beforeRun(input: RunAgentInput, { options, continued }: RunStart): RunAgentInput {
    this.#rounds = continued ? this.#rounds + 1 : 0;
    const own = [...this.#tools().values()].map(({ tool }) => toWireTool(tool));
    return options.tools !== undefined || own.length === 0
      ? input
      : { ...input, tools: [...input.tools, ...own] };
  }

  /** Whether a successful run left calls of registered tools pending. */
  claimsRunEnd(thread: AgentThread): boolean {
    return this.#callsToAnswer(thread).length > 0;
  }

  /**
   * Runs the pending calls in parallel; resolves once every one has an outcome, with the thread
   * after them and, when all were answered and `stop()` was not called, the run to continue.
   * Past `maxRounds` in a row, ends the run with a `tool-loop` error instead.
   */
  onRunEnd(end: RunEnd): RunEndOutcome | Promise<RunEndOutcome> {
    const calls = this.#callsToAnswer(end.thread);
    const rounds = this.#rounds;
    if (rounds >= this.#maxRounds) {
      const stop = ({ stopToolLoop }: ToolRoundModule) => ({
        thread: stopToolLoop(end.thread, rounds, calls),
      });
      // Rounds ran before the guard trips, so their code is here (unless `maxRounds` is 0).
      return toolRound ? stop(toolRound) : loadToolRound().then(stop);
    }
    const entries = calls.map((call) => ({ call, ...this.#tools().get(call.function.name)! }));
    return loadToolRound().then(({ answerToolCalls }) =>
      answerToolCalls(entries, end, this.#timeout, this.#waiting),
    );
  }

  /** The calls of registered tools a successful run left pending. */
  #callsToAnswer(thread: AgentThread): readonly ToolCall[] {
    if (thread.status !== 'success' || thread.pendingToolCallIds.length === 0) return EMPTY;
    const tools = this.#tools();
    return pendingToolCalls(thread).filter((call) => tools.has(call.function.name));
  }
}

function toWireTool(tool: FrontendTool): Tool {
  const parameters = tool.parameters;
  const schema = isZodToolSchema(parameters)
    ? parameters.toJSONSchema()
    : (parameters ?? { type: 'object', properties: {} });
  return { name: tool.name, description: tool.description, parameters: schema };
}
