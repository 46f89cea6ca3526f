import type { ContentPart, Context, Message, ResumeEntry, Tool } from '@ag-ui/core';

/** The answer to a frontend tool call, sent as a `tool` message with the next run. */
export interface ToolResult {
  readonly toolCallId: string;
  readonly content: string | ContentPart[];
  /** What went wrong running the tool, if anything (kept alongside partial content). */
  readonly error?: string;
}

/** Options of one run; `tools`, `context` and `forwardedProps` replace the configured ones. */
export interface RunOptions {
  /** Answers to the open interrupts; a run after an interrupt must answer every one. */
  readonly resume?: readonly ResumeEntry[];
  /** Results of pending frontend tool calls, appended as `tool` messages before the run. */
  readonly toolResults?: readonly ToolResult[];
  /** Messages appended before the run. */
  readonly messages?: readonly Message[];
  readonly tools?: readonly Tool[];
  readonly context?: readonly Context[];
  readonly forwardedProps?: unknown;
}
