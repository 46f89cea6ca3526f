import type { AgentCapabilities } from '@ag-ui/core';

/**
 * What the demo agent declares it can do (`GET /agent/capabilities`): what it really does, and
 * `false` for file input, which it does not read, so that the chat offers no attachments.
 */
export const DEMO_CAPABILITIES: AgentCapabilities = {
  identity: {
    name: 'ngx-ag-ui demo research agent',
    type: 'node',
    description: 'Answers from a small corpus with citations; delegates on "Delegate: …"',
  },
  transport: { streaming: true, httpBinary: true, resumable: true },
  tools: { supported: true, clientProvided: true },
  state: { snapshots: true, deltas: true },
  multiAgent: {
    supported: true,
    delegation: true,
    subagents: [
      { name: 'researcher', description: 'Finds sources in the corpus' },
      { name: 'fact-checker', description: 'Checks that sources are reachable' },
      { name: 'writer', description: 'Drafts the comparison' },
    ],
  },
  reasoning: { supported: true, streaming: true },
  multimodal: { input: { image: false, audio: false, video: false, pdf: false, file: false } },
  humanInTheLoop: { supported: true, approvals: true },
};
