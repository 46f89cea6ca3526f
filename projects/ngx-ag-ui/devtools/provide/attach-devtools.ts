import { DestroyRef, inject } from '@angular/core';
import type { AgentStoreExtension, StoreExtensionHost } from 'ngx-ag-ui';

import { AgentRecorder } from '../recording/agent-recorder';
import { DevtoolsHub, type PanelLoader } from './devtools-hub';
import { recordingHooks } from './recording-hooks';

/** Registers one agent's store with the devtools and returns the hooks that record it. */
export function attachDevtools(
  { store, config }: StoreExtensionHost,
  loadPanel: PanelLoader,
): AgentStoreExtension {
  const hub = inject(DevtoolsHub);
  hub.panelLoader ??= loadPanel;
  const agentId = config.agentId ?? 'default';
  const recorder = new AgentRecorder(agentId);
  const agent = hub.register(agentId, store, recorder);
  inject(DestroyRef).onDestroy(() => hub.unregister(agent));
  const hooks = recordingHooks(recorder, () => hub.changed(agent));
  return {
    ...hooks,
    onThread: (thread) => {
      hooks.onThread?.(thread);
      hub.shown(agent, thread);
    },
  };
}
