import type { AgentCapabilities } from '@ag-ui/core';

/**
 * What the demo agent declares it can do (`GET /agent/capabilities`): what it really does. It
 * reads text, Markdown and PDF files and describes images (so the chat offers attachments), and
 * takes no audio or video.
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
  multimodal: { input: { image: true, audio: false, video: false, pdf: true, file: true } },
  humanInTheLoop: { supported: true, approvals: true },
};
