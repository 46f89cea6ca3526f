import {
  ElementRef,
  inject,
  type Renderer2,
  RendererFactory2,
  type RendererType2,
  ViewEncapsulation,
} from '@angular/core';
import {
  ɵcitationMarkerStyles as citationMarkerStyles,
  ɵMARKER_SELECTOR as MARKER_SELECTOR,
} from 'ngx-ag-ui/citations';

/**
 * The markers' own renderer type: their styles are those of `<agui-cited-text>`'s markers, made
 * by a function of `ngx-ag-ui/citations`. A component's `styles` must be known when the library
 * is compiled, and a function from another entry point is not; a renderer type's are read at run
 * time. Angular scopes styles at compile time only, so these are document-wide: they select the
 * library's own names (`agui-citation-marker`, `agui-citation-card`, `.agui-marker*`,
 * `.agui-vh`) with the same rules every citation component gives them.
 */
const MARKER_RENDERER_TYPE: RendererType2 = {
  id: 'agui-md-marker',
  encapsulation: ViewEncapsulation.None,
  styles: [citationMarkerStyles(MARKER_SELECTOR)],
  data: {},
};

/**
 * The renderer the markers of `<agui-markdown>` and their cards are created with. Made for the
 * host element: Angular's factory adds a type's styles to the document only for an element.
 */
export function injectMarkerRenderer(): Renderer2 {
  const host = inject<ElementRef<Element>>(ElementRef).nativeElement;
  return inject(RendererFactory2).createRenderer(host, MARKER_RENDERER_TYPE);
}
