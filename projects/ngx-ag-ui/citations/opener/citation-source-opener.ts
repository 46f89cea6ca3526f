import { InjectionToken } from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

/**
 * Opens sources that have no web page of their own (a file the person attached, a record in the
 * app) in a view the app provides. When one is provided, a citation card whose source it can open
 * shows a "show the passage" button beside (or instead of) the link to the source.
 */
export interface CitationSourceOpener {
  /** Whether this opener can show the source of `citation`. */
  canOpen(citation: Citation): boolean;
  /**
   * Shows the source of `citation` at its passage.
   * @param origin The element the request came from: where focus goes back afterwards.
   */
  open(citation: Citation, origin: HTMLElement): void;
}

/** The opener of sources without a web page; none by default (`ngx-ag-ui/chat` provides one). */
export const AG_UI_CITATION_SOURCE_OPENER = new InjectionToken<CitationSourceOpener>(
  'AG_UI_CITATION_SOURCE_OPENER',
);
