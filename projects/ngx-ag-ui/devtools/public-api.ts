/*
 * Public API of `ngx-ag-ui/devtools`: recording, export and replay of agent streams (framework
 * free), and `provideAgUiDevtools()`, the in-page panel of development builds.
 */

// Recordings: what one stream of one agent was, as JSON Lines
export type {
  AgentRecording,
  RecordedEvent,
  RecordedOutcome,
  RecordedThread,
  RecordingEnd,
} from './recording/agent-recording';
export type { RecordingLoad } from './recording/recording-jsonl';
export { parseRecording, RECORDING_KIND, toJsonl } from './recording/recording-jsonl';
export type { EventEffect, RecordedRun, RecorderLimits } from './recording/agent-recorder';
export { AgentRecorder } from './recording/agent-recorder';

// Replay: the reducer over a recording, and a spec file that replays it through a store
export { replayRecording } from './replay/replay-recording';
export type { ReplaySpecOptions } from './replay/to-replay-spec';
export { toReplaySpec } from './replay/to-replay-spec';
export { withOutcome } from './replay/with-outcome';

// The panel of development builds (loaded on demand; production builds drop it all)
export { provideAgUiDevtools } from './provide/provide-ag-ui-devtools';
export { DEVTOOLS_SHORTCUT } from './provide/devtools-shortcut';
