/*
 * Public API of `ngx-ag-ui/markdown`: Markdown answers with citation markers.
 */

// Components
export { MarkdownView } from './markdown-view';
export { MarkdownCodeBlock } from './code/markdown-code-block';

// Options
export {
  AG_UI_MARKDOWN_OPTIONS,
  DEFAULT_MARKDOWN_OPTIONS,
  provideMarkdownOptions,
} from './options/markdown-options';
export type { MarkdownOptions, MarkdownOptionsInit } from './options/markdown-options';
export {
  AG_UI_MARKDOWN_LABELS,
  DEFAULT_MARKDOWN_LABELS,
  provideMarkdownLabels,
} from './options/markdown-labels';
export type { MarkdownLabels } from './options/markdown-labels';

// Limits (hostile answers: depth, parse cost, highlighting)
export { MARKDOWN_BUDGET } from './limits/markdown-budget';
export type { MarkdownBudget, MarkdownLimit, MarkdownLimitReason } from './limits/markdown-budget';
export { MARKDOWN_MAX_DEPTH } from './limits/cap-markdown-depth';
export { DEFAULT_MARKDOWN_LIMIT_NOTICES } from './limits/markdown-limit-notices';
export type { MarkdownLimitNotices } from './limits/markdown-limit-notices';
export { HIGHLIGHT_BUDGET } from './highlight/highlight-budget';
export type { HighlightBudget } from './highlight/highlight-budget';
export { HIGHLIGHT_MAX_DEPTH } from './highlight/cap-highlight-depth';

// Pure helpers (for custom renderers and tests)
export { toMarkdownCitedText } from './footnotes/to-markdown-cited-text';
export { toSafeUrl } from './options/to-safe-url';
export { repairMarkdownTail } from './parse/repair-markdown-tail';
export type { RepairedTail } from './parse/repair-markdown-tail';
export { MarkdownDocument } from './parse/markdown-document';
export type { MarkdownBlock, MarkdownDefinition } from './parse/markdown-document';

// Syntax highlighting (lowlight, loaded lazily)
export { AG_UI_MARKDOWN_HIGHLIGHTER } from './highlight/markdown-highlighter';
export { withSyntaxHighlighting } from './highlight/with-syntax-highlighting';
export type { LowlightModule } from './highlight/with-syntax-highlighting';
export type { Highlighter, HighlightNode } from './highlight/markdown-highlighter';
