/*
 * Public API of `ngx-ag-ui/capabilities`: what an agent declares it can do (AG-UI 1.1
 * `AgentCapabilities`), read once and exposed as a signal beside its store, so that a chat shows
 * only what the agent supports. Its own entry: an app that never asks never loads it.
 */
export { acceptsAttachments } from './model/accepts-attachments';
export type { CapabilitiesProblem, CapabilitiesWarning } from './model/capabilities-warning';
export { capabilitiesProblem, isAgentCapabilities } from './model/validate-capabilities';
export type {
  CapabilitiesReader,
  CapabilitiesReadOptions,
  CapabilitiesResult,
  CapabilitiesSource,
} from './read/read-capabilities';
export {
  DEFAULT_CAPABILITIES_MAX_BYTES,
  DEFAULT_CAPABILITIES_TIMEOUT,
  readCapabilities,
} from './read/read-capabilities';
export type { InjectAgentCapabilitiesOptions } from './provide/agent-capabilities';
export { agentCapabilities, injectAgentCapabilities } from './provide/agent-capabilities';
export type { ProvideAgentCapabilitiesOptions } from './provide/with-capabilities';
export { provideAgentCapabilities, withCapabilities } from './provide/with-capabilities';
