import type { Provider } from '@angular/core';

import {
  AG_UI_MARKDOWN_HIGHLIGHTER,
  type Highlighter,
  type HighlightNode,
} from './markdown-highlighter';

/** The part of the `lowlight` module this uses (kept structural: no type import of lowlight). */
export interface LowlightModule<Grammar> {
  readonly common: Readonly<Record<string, Grammar>>;
  createLowlight(grammars: Readonly<Record<string, Grammar>>): {
    registered(language: string): boolean;
    highlight(language: string, code: string): { readonly children: readonly unknown[] };
  };
}

/**
 * Turns on syntax highlighting of `<agui-markdown>` code blocks with lowlight (highlight.js's
 * grammars, its `common` set of about 35 languages). The app passes the import, so its bundler
 * makes lowlight a lazy chunk of the app that uses it, and of no other app; it is loaded when the
 * first complete code block with a language is shown. The tree is rendered by templates
 * (`hljs-*` classes; bring a highlight.js theme), never as HTML.
 *
 * @example
 * providers: [withSyntaxHighlighting(() => import('lowlight'))]
 * @param load Imports `lowlight` (an optional peer dependency: `npm install lowlight`).
 * @returns The provider.
 */
export function withSyntaxHighlighting<Grammar>(
  load: () => Promise<LowlightModule<Grammar>>,
): Provider {
  let loaded: Promise<Highlighter> | null = null;
  return {
    provide: AG_UI_MARKDOWN_HIGHLIGHTER,
    useValue: () =>
      (loaded ??= load().then(({ createLowlight, common }) => {
        const lowlight = createLowlight(common);
        return (code: string, language: string) =>
          lowlight.registered(language)
            ? (lowlight.highlight(language, code).children as readonly HighlightNode[])
            : null;
      })),
  };
}
