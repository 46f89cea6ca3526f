import type { CitedTextMarker } from 'ngx-ag-ui/citations';

/** Elements `<agui-markdown>` renders (`frag`: children without an element of their own). */
export type MarkdownTag =
  | 'p'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'blockquote'
  | 'ul'
  | 'ol'
  | 'li'
  | 'hr'
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td'
  | 'em'
  | 'strong'
  | 'del'
  | 'code'
  | 'a'
  | 'img'
  | 'br'
  | 'checkbox'
  | 'raw'
  | 'frag';

/** What `<agui-markdown>` renders: a Markdown tree with markers placed and URLs vetted. */
export type MarkdownRenderNode = MarkdownText | MarkdownMarker | MarkdownElement | MarkdownCode;

/** A run of text, with the source offsets used for claim highlighting. */
export interface MarkdownText {
  readonly kind: 'text';
  readonly key: string;
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/** A citation marker. */
export interface MarkdownMarker {
  readonly kind: 'marker';
  readonly key: string;
  readonly marker: CitedTextMarker;
}

/** An element and its children. */
export interface MarkdownElement {
  readonly kind: 'element';
  readonly key: string;
  readonly tag: MarkdownTag;
  readonly start: number;
  readonly end: number;
  readonly children: readonly MarkdownRenderNode[];
  /** Vetted URL of a link or image. */
  readonly url?: string;
  readonly title?: string | null;
  readonly alt?: string;
  /** Start number of an ordered list (absent for 1). */
  readonly first?: number;
  readonly align?: 'left' | 'right' | 'center' | null;
  readonly checked?: boolean;
}

/** A code block, with the markers that fall inside it. */
export interface MarkdownCode {
  readonly kind: 'code';
  readonly key: string;
  readonly lang: string | null;
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly markers: readonly MarkdownMarker[];
}
