/*
 * Public API of `ngx-ag-ui`: the Angular integration (providers, stores, transport).
 */
export { VERSION } from './version';
export type { DeveloperError, DeveloperErrorCode } from './developer-error';

// Transport
export type { AgentHeaders } from './transport/agent-headers';
export type { AgentSource } from './transport/agent-source';
export type { AgentRedirectPolicy } from './transport/fetch-same-origin';
export type { HttpSseAgentOptions } from './transport/http-sse-agent';
export { DEFAULT_AGENT_TIMEOUT, HttpSseAgent } from './transport/http-sse-agent';
export type { ReconnectClock } from './transport/reconnect';
export type { ReconnectOptions } from './transport/reconnect-options';
export { DEFAULT_RECONNECT } from './transport/reconnect-options';

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
export type { AgentStoreOptions, StateUpdate } from './store/agent-store';
export type { RunOptions, ToolResult } from './store/run-options';
export { AgentStore } from './store/agent-store';
export type { ToolResultMessage } from './store/tool-call-signals';
export type { InterruptAnswer } from './store/interrupt-answers';

// Extending the store: the one way features attach to it (docs/extending-the-store.md)
export type { AgentStoreExtension, RunEnd, RunEndOutcome, RunStart } from './store/store-extension';
export type { StoreExtensionFactory, StoreExtensionHost } from './provide/with-store-extension';
export { withStoreExtension } from './provide/with-store-extension';

// Saved threads
export { AgentThreads } from './threads/agent-threads';
export type { ThreadStorageOptions } from './threads/thread-storage-options';
export { DEFAULT_THREAD_SAVE_THROTTLE } from './threads/thread-storage-options';
export type { ThreadStorage } from './threads/thread-storage';
export type {
  ThreadRecord,
  ThreadRecordError,
  ThreadRecordRun,
  ThreadSummary,
} from './threads/thread-record';
export { THREAD_RECORD_FORMAT } from './threads/thread-record-format';
export type { AnswerVersions, TurnVersions } from './threads/answer-versions';
export type { VersionPosition } from './threads/version-position';
export { versionPosition } from './threads/version-position';
export { PAGE_CLOSED_CODE } from './threads/page-closed-code';
export type { ThreadRecordMigration } from './threads/read-thread-record';
export type {
  ThreadStorageWarning,
  ThreadStorageWarningKind,
} from './threads/thread-storage-warning';
export { MAX_THREAD_STORAGE_WARNINGS } from './threads/thread-storage-warning';
export type { LocalStorageThreadStorageOptions } from './threads/local-storage-thread-storage';
export {
  DEFAULT_THREAD_KEY_PREFIX,
  localStorageThreadStorage,
} from './threads/local-storage-thread-storage';
export type { IndexedDbThreadStorageOptions } from './threads/indexed-db-thread-storage';
export { indexedDbThreadStorage } from './threads/indexed-db-thread-storage';
export { injectThreads, withThreadStorage } from './threads/with-thread-storage';

// Frontend tools and approvals
export type {
  AnyFrontendTool,
  FrontendTool,
  JsonSchema,
  ToolContext,
  ToolHandlerResult,
  ZodToolSchema,
} from './tools/frontend-tool';
export { defineTool } from './tools/frontend-tool';
export type { ToolOptions } from './tools/agent-tools';
export type { ApprovalDecision, PendingApproval } from './tools/pending-approval';
export { DEFAULT_MAX_TOOL_ROUNDS, DEFAULT_TOOL_TIMEOUT } from './tools/agent-tools';
export { withTools } from './tools/with-tools';
export type { InjectToolOptions } from './tools/inject-tool';
export { injectTool } from './tools/inject-tool';

// Tool and activity renderers: what `<agui-tool-call>` and `<agui-activity>` render. The
// components themselves are in `ngx-ag-ui/tool-ui`, so that an app that provides renderers at
// startup does not load the components with its first chunk (docs/bundle-size.md).
export type {
  ActivityRendererInputs,
  ToolCallRendererInputs,
  ToolCallStatus,
  ToolRenderers,
} from './renderers/tool-renderers';
export { AG_UI_TOOL_RENDERERS, provideToolRenderers } from './renderers/tool-renderers';
