/*
 * Public API of `ngx-ag-ui`: the Angular integration (providers, stores, transport).
 */
export { VERSION } from './version';

// Transport
export type { AgentHeaders } from './transport/agent-headers';
export type { AgentSource } from './transport/agent-source';
export type { HttpSseAgentOptions } from './transport/http-sse-agent';
export { DEFAULT_AGENT_TIMEOUT, HttpSseAgent } from './transport/http-sse-agent';
