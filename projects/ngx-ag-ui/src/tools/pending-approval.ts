import type { ToolCall } from '@ag-ui/core';

import type { FrontendTool } from './frontend-tool';

/** A call waiting for a person: approve, edit the arguments, or reject it. */
export interface PendingApproval {
  readonly toolCall: ToolCall;
  readonly tool: Pick<FrontendTool, 'name' | 'description'>;
  /** The parsed, valid arguments the agent sent. */
  readonly args: unknown;
}

/** A person's answer to a call waiting for approval. */
export type ApprovalDecision =
  | { readonly approved: true; readonly args?: unknown }
  | { readonly approved: false; readonly reason?: string };

/** A call waiting for a person, and how to answer it. */
export interface Waiting {
  readonly approval: PendingApproval;
  readonly decide: (decision: ApprovalDecision) => void;
}
