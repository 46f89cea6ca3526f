import { InjectionToken, type Provider } from '@angular/core';

import {
  DEFAULT_MARKDOWN_LIMIT_NOTICES,
  type MarkdownLimitNotices,
} from '../limits/markdown-limit-notices';

/**
 * Every piece of text `<agui-markdown>` shows or announces, in the app's language: its code
 * blocks' copy button and the notices where part of an answer is shown as plain text.
 * `{language}` is filled with a code block's language.
 */
export interface MarkdownLabels extends MarkdownLimitNotices {
  /** Text of a code block's copy button. */
  readonly copy: string;
  /** Accessible name of the copy button of a code block without a language. */
  readonly copyCode: string;
  /** Accessible name of the copy button of a code block in `{language}`. */
  readonly copyLanguageCode: string;
  /** Announced after a successful copy. */
  readonly copied: string;
  /** Announced when the browser has no clipboard. */
  readonly copyUnavailable: string;
  /** Announced when the clipboard refuses. */
  readonly copyFailed: string;
}

/** English defaults; override any of them with `provideMarkdownLabels()`. */
export const DEFAULT_MARKDOWN_LABELS: MarkdownLabels = {
  ...DEFAULT_MARKDOWN_LIMIT_NOTICES,
  copy: 'Copy',
  copyCode: 'Copy code',
  copyLanguageCode: 'Copy {language} code',
  copied: 'Copied',
  copyUnavailable: 'Copy is not available',
  copyFailed: 'Copy failed',
};

/**
 * The texts of `<agui-markdown>`; `provideMarkdownLabels` sets them. A view's own
 * `limitNotices` option still wins over the notices here.
 */
export const AG_UI_MARKDOWN_LABELS = new InjectionToken<MarkdownLabels>('AG_UI_MARKDOWN_LABELS', {
  providedIn: 'root',
  factory: () => DEFAULT_MARKDOWN_LABELS,
});

/**
 * Sets the texts of every `<agui-markdown>` below this injector; unspecified ones keep their
 * defaults.
 *
 * @example
 * providers: [provideMarkdownLabels({ copy: 'Kopieren', copied: 'Kopiert' })]
 *
 * @param labels The texts to change.
 * @returns A provider for `AG_UI_MARKDOWN_LABELS`.
 */
export function provideMarkdownLabels(labels: Partial<MarkdownLabels>): Provider {
  const defined = Object.fromEntries(
    Object.entries(labels).filter(([, text]) => text !== undefined),
  );
  return { provide: AG_UI_MARKDOWN_LABELS, useValue: { ...DEFAULT_MARKDOWN_LABELS, ...defined } };
}
