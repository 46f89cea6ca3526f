import { inject } from '@angular/core';
import type { RunAgentInput } from '@ag-ui/core';
import { HttpSseAgent, type AgentSource } from 'ngx-ag-ui';

import { DemoSettings } from './demo-settings';

/**
 * The demo's agent source: the library's HTTP transport, pointed at the URL in the settings when
 * each run starts, asking for the wire format they name, with their `forwardedProps` merged in. Runs in an
 * injection context (`withAgent(createDemoAgentSource)`).
 */
export function createDemoAgentSource(): AgentSource {
  const settings = inject(DemoSettings);
  return {
    run: (input: RunAgentInput) =>
      new HttpSseAgent({ url: settings.agentUrl(), protobuf: settings.protobuf() }).run({
        ...input,
        forwardedProps: { ...asObject(input.forwardedProps), ...settings.forwardedProps() },
      }),
  };
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
