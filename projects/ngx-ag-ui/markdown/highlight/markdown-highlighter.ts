import { InjectionToken } from '@angular/core';

/** A highlighted tree: hast elements (`span` with classes) and text, as lowlight returns. */
export type HighlightNode =
  | { readonly type: 'text'; readonly value: string }
  | {
      readonly type: 'element';
      readonly tagName: string;
      readonly properties?: { readonly className?: readonly string[] };
      readonly children: readonly HighlightNode[];
    };

/** Highlights `code` as `language`; `null` for a language it does not know. */
export type Highlighter = (code: string, language: string) => readonly HighlightNode[] | null;

/** Loads the highlighter, once, when the first code block with a language is shown. */
export const AG_UI_MARKDOWN_HIGHLIGHTER = new InjectionToken<(() => Promise<Highlighter>) | null>(
  'AG_UI_MARKDOWN_HIGHLIGHTER',
  {
    factory: () => null,
  },
);
