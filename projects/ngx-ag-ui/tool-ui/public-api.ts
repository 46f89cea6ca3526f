/*
 * Public API of `ngx-ag-ui/tool-ui`: the components that show what an agent does, beside its
 * text: tool calls (`<agui-tool-call>`, `*aguiToolRenderer`), activities (`<agui-activity>`) and
 * approvals (`<agui-tool-approval>`, `<agui-interrupt>`). They read the store of `ngx-ag-ui` and the renderers given
 * to `provideToolRenderers`.
 *
 * An entry of their own because these are views, shown on a (usually lazy) route, while the
 * tools, approvals and renderer providers they read are set up at startup: an entry point is
 * one module to a bundler, so anything in the primary entry that a lazy route uses moves into
 * the initial chunk (docs/bundle-size.md).
 */

export { ToolApproval } from './tool-approval/tool-approval';
export { InterruptCard } from './interrupt/interrupt';
export type { InterruptTemplateContext } from './interrupt/interrupt';
export type { InterruptField, InterruptFieldKind } from './interrupt/to-interrupt-fields';
export { MAX_INTERRUPT_FIELDS, toInterruptFields } from './interrupt/to-interrupt-fields';
export { ToolCallOutlet } from './renderers/tool-call';
export { ActivityOutlet } from './renderers/activity';
export { ToolResultParts } from './result-parts/tool-result-parts';
export type { ResultPartLabels, ResultPartView } from './result-parts/to-result-part-views';
export { RESULT_PART_LIMITS, toResultPartViews } from './result-parts/to-result-part-views';
export type { ToolRendererContext } from './renderers/tool-renderer-template';
export { ToolRendererTemplate } from './renderers/tool-renderer-template';
export type { JsonPreview, JsonPreviewOptions } from './json-preview/to-json-preview';
export { toJsonPreview } from './json-preview/to-json-preview';
export {
  AG_UI_TOOL_UI_LABELS,
  DEFAULT_TOOL_UI_LABELS,
  provideToolUiLabels,
} from './labels/tool-ui-labels';
export type { ToolUiLabels } from './labels/tool-ui-labels';
