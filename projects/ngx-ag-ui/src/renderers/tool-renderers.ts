import { InjectionToken, type Provider, type Type } from '@angular/core';
import type { ActivityMessage, ContentPart, ToolCall } from '@ag-ui/core';

/** Where a tool call is, as its renderer sees it. */
export type ToolCallStatus =
  /** The agent is still writing the call (its arguments stream in). */
  | 'streaming'
  /** The call waits for a person (`requiresApproval`). */
  | 'awaiting-approval'
  /** The run ended; the call waits for its result (a handler runs, or the app answers). */
  | 'pending'
  /** A result arrived. */
  | 'done'
  /** An error result arrived. */
  | 'error';

/**
 * The inputs of a tool call renderer: declare the ones you use as `input()`s
 * (`call = input.required<ToolCall>()`, `args = input<Args>()`, ...).
 */
export interface ToolCallRendererInputs<Args = unknown> {
  readonly call: ToolCall;
  /** The arguments parsed so far (partial while streaming); `undefined` until readable. */
  readonly args: Args | undefined;
  readonly status: ToolCallStatus;
  /**
   * The result's content, once it arrived; for a result of content parts, its text parts joined
   * in order (the parts themselves are in `resultParts`).
   */
  readonly result: string | undefined;
  /** The result's content parts (AG-UI 1.1: text, image, audio, video, document), if it has parts. */
  readonly resultParts?: readonly ContentPart[];
  /** The error of an error result. */
  readonly error: string | undefined;
}

/** The inputs of an activity renderer. */
export interface ActivityRendererInputs<Content = Record<string, unknown>> {
  readonly activity: ActivityMessage;
  readonly content: Content;
}

/** Which component renders which tool calls and activities. */
export interface ToolRenderers {
  /** Per tool name. */
  readonly tools?: Readonly<Record<string, Type<unknown>>>;
  /** Per `activityType` of ACTIVITY_SNAPSHOT / ACTIVITY_DELTA messages. */
  readonly activities?: Readonly<Record<string, Type<unknown>>>;
}

/** The renderers of `provideToolRenderers()`, merged nearest last. */
export const AG_UI_TOOL_RENDERERS = new InjectionToken<readonly ToolRenderers[]>(
  'ngx-ag-ui tool renderers',
);

/**
 * Registers components that render tool calls (by tool name) and activities (by activity
 * type) inside `<agui-tool-call>` and `<agui-activity>`. A component gets the inputs of
 * `ToolCallRendererInputs` / `ActivityRendererInputs` that it declares.
 *
 * @param renderers Components per tool name and per activity type.
 * @returns Providers for the application, a route or a component.
 *
 * @example
 * providers: [provideToolRenderers({ tools: { save_sources: SaveSourcesCard }, activities: { search: SearchCard } })]
 */
export function provideToolRenderers(renderers: ToolRenderers): Provider {
  return { provide: AG_UI_TOOL_RENDERERS, multi: true, useValue: renderers };
}
