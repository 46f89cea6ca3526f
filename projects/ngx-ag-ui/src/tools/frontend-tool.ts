import type { ToolCall } from '@ag-ui/core';
import type { Observable } from 'rxjs';

/** A JSON Schema object (draft 2020-12 or 7), as sent in `RunAgentInput.tools[].parameters`. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * The part of a zod 4 schema a tool uses: zod's own JSON Schema export, and `safeParse` to
 * validate arguments. Nothing of zod is imported by the library.
 */
export interface ZodToolSchema<Args> {
  toJSONSchema(): object;
  safeParse(
    value: unknown,
  ):
    | { readonly success: true; readonly data: Args }
    | { readonly success: false; readonly error: { readonly message: string } };
}

/** What a tool handler gets besides its arguments. */
export interface ToolContext {
  /** Fires when `stop()` is called, the call times out or the store is destroyed. */
  readonly signal: AbortSignal;
  /** The call being answered. */
  readonly toolCall: ToolCall;
}

/** What a handler returns: a value, a Promise or an Observable (its first value is used). */
export type ToolHandlerResult<Result> = Result | Promise<Result> | Observable<Result>;

/**
 * A tool the agent can call and the browser runs. Define it with `defineTool()` to get its
 * argument type from a zod schema.
 */
export interface FrontendTool<Args = unknown, Result = unknown> {
  /** The name the agent calls it by (unique per agent). */
  readonly name: string;
  /** What it does, for the model. */
  readonly description: string;
  /** Its arguments, as JSON Schema or a zod 4 schema; absent means any object. */
  readonly parameters?: JsonSchema | ZodToolSchema<Args>;
  /**
   * Runs the call, in the injection context of whoever registered the tool. Strings are sent
   * as they are, anything else as JSON.
   */
  readonly handler: (args: Args, context: ToolContext) => ToolHandlerResult<Result>;
  /** How long the handler may take, in ms (the `withTools()` default otherwise). */
  readonly timeout?: number;
  /** Whether a person must approve each call first (a function decides per call). */
  readonly requiresApproval?: boolean | ((args: Args) => boolean);
}

/**
 * Types a tool: with a zod schema as `parameters`, the handler's `args` are its output type.
 *
 * @example
 * const locale = defineTool({
 *   name: 'read_locale',
 *   description: "Reads the user's locale",
 *   handler: () => navigator.language,
 * });
 */
export function defineTool<Args, Result>(
  tool: FrontendTool<Args, Result>,
): FrontendTool<Args, Result> {
  return tool;
}

/**
 * A tool of any argument type, as lists of tools hold them (handler parameters are
 * contravariant, so `FrontendTool<unknown>` would refuse a typed tool).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFrontendTool = FrontendTool<any, unknown>;

/** Whether `parameters` is a zod schema rather than plain JSON Schema. */
export function isZodToolSchema(
  parameters: FrontendTool['parameters'],
): parameters is ZodToolSchema<unknown> {
  return (
    typeof (parameters as Partial<ZodToolSchema<unknown>> | undefined)?.toJSONSchema ===
      'function' && typeof (parameters as Partial<ZodToolSchema<unknown>>).safeParse === 'function'
  );
}
