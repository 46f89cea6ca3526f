/*
 * Public API of `ngx-ag-ui`: the Angular integration (providers, stores, transport).
 */
export { VERSION } from './version';

// Transport
export type { AgentHeaders } from './transport/agent-headers';
export type { AgentSource } from './transport/agent-source';
export type { AgentRedirectPolicy } from './transport/fetch-same-origin';
export type { HttpSseAgentOptions } from './transport/http-sse-agent';
export { DEFAULT_AGENT_TIMEOUT, HttpSseAgent } from './transport/http-sse-agent';

// Providers
export type { AgUiConfig } from './provide/ag-ui-config';
export { DEFAULT_AGENT_ID } from './provide/ag-ui-config';
export type { AgUiFeature, AgUiFeatureKind } from './provide/ag-ui-feature';
export { withAgent, withFetch } from './provide/ag-ui-feature';
export { withEventValidation } from './provide/with-event-validation';
export { provideAgUi } from './provide/provide-ag-ui';
export type { InjectAgentOptions } from './provide/inject-agent';
export { injectAgent } from './provide/inject-agent';

// Store
export type { AgentStoreOptions, RunOptions, ToolResult } from './store/agent-store';
export { AgentStore } from './store/agent-store';
