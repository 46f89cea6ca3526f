import { InjectionToken, type Provider } from '@angular/core';

import type { MarkdownLimitNotices } from '../limits/markdown-limit-notices';

/** What `<agui-markdown>` may turn into links and images. Safe defaults; see the README. */
export interface MarkdownOptions {
  /** Whether images are shown (off by default: an image request tells its host who reads). */
  readonly images: boolean;
  /** Whether relative URLs become links and images (resolved against `baseUrl` when given). */
  readonly relativeLinks: boolean;
  /** Absolute http(s) URL relative URLs are resolved against; absent keeps them as written. */
  readonly baseUrl?: string;
  /**
   * URL schemes allowed besides relative URLs (default `['http', 'https']`). `javascript`,
   * `data` and `vbscript` are never allowed, whatever this says.
   */
  readonly schemes: readonly string[];
  /** Last say over each URL: return `false` to show the link text (or image alt) as text. */
  readonly urlFilter?: (url: string, kind: 'link' | 'image') => boolean;
  /** Notices shown where part of an answer is plain text (see docs/markdown-limits.md). */
  readonly limitNotices?: Partial<MarkdownLimitNotices>;
}

/** Partial `MarkdownOptions`, as given to `provideMarkdownOptions` or the `options` input. */
export type MarkdownOptionsInit = Partial<MarkdownOptions>;

/** The defaults: absolute http(s) links only, no images. */
export const DEFAULT_MARKDOWN_OPTIONS: MarkdownOptions = {
  images: false,
  relativeLinks: false,
  schemes: ['http', 'https'],
};

/** Options of every `<agui-markdown>` below the injector that provides them. */
export const AG_UI_MARKDOWN_OPTIONS = new InjectionToken<MarkdownOptions>(
  'AG_UI_MARKDOWN_OPTIONS',
  {
    factory: () => DEFAULT_MARKDOWN_OPTIONS,
  },
);

/**
 * Provides `<agui-markdown>` options (merged over the defaults).
 *
 * @example
 * providers: [provideMarkdownOptions({ images: true, relativeLinks: true, baseUrl: 'https://docs.example.com/' })]
 * @param init The options to change.
 * @returns The provider.
 */
export function provideMarkdownOptions(init: MarkdownOptionsInit): Provider {
  return { provide: AG_UI_MARKDOWN_OPTIONS, useValue: { ...DEFAULT_MARKDOWN_OPTIONS, ...init } };
}
