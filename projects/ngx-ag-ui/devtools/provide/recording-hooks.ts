import type { AgentStoreExtension } from 'ngx-ag-ui';

import type { AgentRecorder } from '../recording/agent-recorder';

/**
 * The store hooks that feed a recorder: `beforeRun`, `beforeStream`, `onEvent` and `onThread`
 * (docs/extending-the-store.md). `changed` runs after each thread the store shows (once per
 * network chunk), for a view that redraws then.
 */
export function recordingHooks(
  recorder: AgentRecorder,
  changed: () => void = () => undefined,
): AgentStoreExtension {
  return {
    beforeRun: (input) => recorder.beforeRun(input),
    beforeStream: (events) => recorder.beforeStream(events),
    onEvent: (event, thread) => recorder.onEvent(event, thread),
    onThread: (thread) => {
      recorder.onThread(thread);
      changed();
    },
  };
}
