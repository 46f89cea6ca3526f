import type { AgentCapabilities } from '@ag-ui/core';

/** The input modalities AG-UI 1.1 names (`multimodal.input`). */
const INPUT_MODALITIES = ['image', 'audio', 'video', 'pdf', 'file'] as const;

/**
 * Whether a chat should offer to attach files to a message. `true` while the capabilities are
 * unknown, and for an agent that says nothing about its input: AG-UI 1.1 reads an omitted field
 * as undeclared, never as unsupported. `false` only when the agent declares `multimodal.input`
 * with at least one modality explicitly `false` and none `true`.
 */
export function acceptsAttachments(caps: AgentCapabilities | undefined): boolean {
  const input = caps?.multimodal?.input;
  if (input === undefined) return true;
  const declared = INPUT_MODALITIES.map((modality) => input[modality]);
  return declared.includes(true) || !declared.includes(false);
}
