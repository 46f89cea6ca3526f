import { ACTIVITY_VECTORS } from './activity.vectors';
import { INTERRUPT_RESUME_VECTORS } from './interrupt-resume.vectors';
import { LIFECYCLE_VECTORS } from './lifecycle.vectors';
import { METADATA_VECTORS } from './metadata.vectors';
import { PROCESSING_VECTORS } from './processing.vectors';
import { REASONING_VECTORS } from './reasoning.vectors';
import { RUN_INPUT_VECTORS } from './run-input.vectors';
import { SNAPSHOT_VECTORS } from './snapshots.vectors';
import type { SpecVector } from './spec-vector';
import { STATE_VECTORS } from './state.vectors';
import { STREAMING_VECTORS } from './streaming.vectors';
import { SUBAGENT_VECTORS } from './subagents.vectors';
import { TEXT_MESSAGE_VECTORS } from './text-messages.vectors';
import { TOOL_CALL_VECTORS } from './tool-calls.vectors';
import { VERSIONING_VECTORS } from './versioning.vectors';

/** The floor for the vector set. */
export const MIN_VECTORS = 30;

/** Every AG-UI 1.1 conformance vector, grouped by spec page. */
export const ALL_VECTORS: readonly SpecVector[] = [
  ...PROCESSING_VECTORS,
  ...RUN_INPUT_VECTORS,
  ...METADATA_VECTORS,
  ...VERSIONING_VECTORS,
  ...STREAMING_VECTORS,
  ...SNAPSHOT_VECTORS,
  ...INTERRUPT_RESUME_VECTORS,
  ...LIFECYCLE_VECTORS,
  ...TEXT_MESSAGE_VECTORS,
  ...TOOL_CALL_VECTORS,
  ...REASONING_VECTORS,
  ...STATE_VECTORS,
  ...ACTIVITY_VECTORS,
  ...SUBAGENT_VECTORS,
];
