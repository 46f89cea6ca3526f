import type { MarkdownLimitReason } from './markdown-budget';

/** What `<agui-markdown>` says where part of an answer is shown as plain text. */
export interface MarkdownLimitNotices {
  /** The answer nests quotes or lists too deeply. */
  readonly nesting: string;
  /** A paragraph holds too many inline constructs (emphasis, links, ...). */
  readonly inline: string;
  /** The answer is longer than the Markdown budget. */
  readonly characters: string;
  /** Some content is nested deeper than the depth cap. */
  readonly depth: string;
  /** The answer could not be rendered as Markdown at all. */
  readonly failed: string;
}

/** The notices in English. */
export const DEFAULT_MARKDOWN_LIMIT_NOTICES: MarkdownLimitNotices = {
  nesting: 'The rest of this answer nests too deeply to format; it is shown as plain text.',
  inline: 'The rest of this answer has too much formatting to show; it is shown as plain text.',
  characters: 'The rest of this answer is too long to format; it is shown as plain text.',
  depth: 'Part of this answer nests too deeply to format; that part is shown as plain text.',
  failed: 'This answer could not be formatted; it is shown as plain text.',
};

/** What the view shows below the blocks: notices, and the plain rest of the text. */
export interface MarkdownLimitView {
  readonly notices: readonly string[];
  /** Text past the budget, shown as written; '' when none. */
  readonly rest: string;
}

/** The notices for a limit reason, the depth cap and a failure, in that order. */
export function toLimitNotices(
  notices: MarkdownLimitNotices,
  reason: MarkdownLimitReason | null,
  depthCapped: boolean,
  failed: boolean,
): string[] {
  return [
    ...(failed ? [notices.failed] : []),
    ...(depthCapped && !failed ? [notices.depth] : []),
    ...(reason && !failed ? [notices[reason]] : []),
  ];
}
