import { InjectionToken, type Provider } from '@angular/core';

/** A highlighted tree: hast elements (`span` with classes) and text, as lowlight returns. */
export type HighlightNode =
  | { readonly type: 'text'; readonly value: string }
  | { readonly type: 'element'; readonly tagName: string; readonly properties?: { readonly className?: readonly string[] }; readonly children: readonly HighlightNode[] };

/** Highlights `code` as `language`; `null` for a language it does not know. */
export type Highlighter = (code: string, language: string) => readonly HighlightNode[] | null;

/** Loads the highlighter, once, when the first code block with a language is shown. */
export const AGUI_MARKDOWN_HIGHLIGHTER = new InjectionToken<(() => Promise<Highlighter>) | null>('AGUI_MARKDOWN_HIGHLIGHTER', {
  factory: () => null,
});

let loaded: Promise<Highlighter> | null = null;

/**
 * Turns on syntax highlighting of `<agui-markdown>` code blocks with lowlight (highlight.js's
 * grammars, its `common` set of about 35 languages), loaded lazily: an app pays for it only when a
 * block with a language is first shown. The tree is rendered by templates (`hljs-*` classes; bring
 * a highlight.js theme), never as HTML.
 *
 * @example
 * providers: [withSyntaxHighlighting()]
 * @returns The provider.
 */
export function withSyntaxHighlighting(): Provider {
  return {
    provide: AGUI_MARKDOWN_HIGHLIGHTER,
    useValue: () =>
      (loaded ??= import('lowlight').then(({ createLowlight, common }) => {
        const lowlight = createLowlight(common);
        return (code: string, language: string) =>
          lowlight.registered(language) ? (lowlight.highlight(language, code).children as HighlightNode[]) : null;
      })),
  };
}
