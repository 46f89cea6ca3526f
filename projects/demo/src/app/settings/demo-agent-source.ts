import { inject } from '@angular/core';
import type { RunAgentInput } from '@ag-ui/core';
import { HttpSseAgent, type AgentSource } from 'ngx-ag-ui';

import { DemoSettings } from './demo-settings';

/**
 * The demo's agent source: the library's HTTP transport, pointed at the URL in the settings when
 * each run starts, asking for the wire format they name, with their `forwardedProps` merged in. Runs in an
 * injection context (`withAgent(createDemoAgentSource)`). It resumes runs too, as the transport does.
 */
export function createDemoAgentSource(): AgentSource {
  const settings = inject(DemoSettings);
  const agent = () => new HttpSseAgent({ url: settings.agentUrl(), protobuf: settings.protobuf() });
  const withSettings = (input: RunAgentInput): RunAgentInput => ({
    ...input,
    forwardedProps: { ...asObject(input.forwardedProps), ...settings.forwardedProps() },
  });
  return {
    run: (input: RunAgentInput) => agent().run(withSettings(input)),
    // A page reloaded mid-answer resumes its run (withThreadStorage keeps the request and id).
    resume: (input: RunAgentInput, lastEventId: string) =>
      agent().resume(withSettings(input), lastEventId),
  };
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
