import type { AgentRecording } from '../recording/agent-recording';
import { replayRecording } from './replay-recording';

/**
 * The recording with an expected outcome: the one the store showed when it was recorded, or,
 * for a loaded capture that has none, the thread its replay ends with (then a spec written from
 * it guards that the reducer keeps ending there).
 */
export function withOutcome(recording: AgentRecording): AgentRecording {
  if (recording.outcome) return recording;
  const { threadId, messages, state, status } = replayRecording(recording);
  return { ...recording, outcome: { threadId, messages, state, status } };
}
