import { InjectionToken, type Provider } from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

import { type CitationLabels, DEFAULT_CITATION_LABELS } from './citation-labels';

/** How a marker looks: a number (`[2]`) or a pill with the source's domain (`angular.dev`). */
export type CitationVariant = 'number' | 'domain';

/** What a marker does: open a hover card (a button) or jump to its sources entry (a link). */
export type CitationMarkerAction = 'card' | 'link';

/** Display options shared by every citation component under one injector. */
export interface CitationOptions {
  /** Texts and announcements in the app's language. */
  readonly labels: CitationLabels;
  /** Default marker look. */
  readonly variant: CitationVariant;
  /** Default marker behaviour. */
  readonly action: CitationMarkerAction;
  /** Whether a citation with a `label` renders as the label with a superscript number. */
  readonly friendlyAnchors: boolean;
  /**
   * The favicon URL to show for a source, or `null` for none. The app decides which hosts it
   * trusts (a favicon request tells that host who reads the answer); the default shows none.
   */
  readonly faviconUrl: ((citation: Citation) => string | null) | null;
  /** Milliseconds a pointer rests on a marker before its card opens. */
  readonly openDelay: number;
  /** Milliseconds a card stays open after the pointer leaves it (the hover bridge). */
  readonly closeDelay: number;
}

/** What `provideCitationOptions` accepts: any subset, labels merged one by one. */
export type CitationOptionsInit = Partial<Omit<CitationOptions, 'labels'>> & {
  readonly labels?: Partial<CitationLabels>;
};

/** The options used when the app provides none. */
export const DEFAULT_CITATION_OPTIONS: CitationOptions = {
  labels: DEFAULT_CITATION_LABELS,
  variant: 'number',
  action: 'card',
  friendlyAnchors: true,
  faviconUrl: null,
  openDelay: 150,
  closeDelay: 300,
};

/** Display options of the citation components; `provideCitationOptions` sets it. */
export const AG_UI_CITATION_OPTIONS = new InjectionToken<CitationOptions>(
  'AG_UI_CITATION_OPTIONS',
  {
    providedIn: 'root',
    factory: () => DEFAULT_CITATION_OPTIONS,
  },
);

/**
 * @deprecated Renamed {@link AG_UI_CITATION_OPTIONS}: TypeScript names spell the product
 * `AgUi` / `AG_UI` (as in `provideAgUi`); selectors and CSS properties keep `agui-`. Removed in 1.0.
 */
export const AGUI_CITATION_OPTIONS = AG_UI_CITATION_OPTIONS;

/**
 * Sets the display options of every citation component below this injector; unspecified fields
 * keep their defaults.
 *
 * @example
 * providers: [provideCitationOptions({ variant: 'domain', labels: { sources: 'Quellen' } })]
 *
 * @param init The options to change.
 * @returns A provider for `AG_UI_CITATION_OPTIONS`.
 */
export function provideCitationOptions(init: CitationOptionsInit): Provider {
  return { provide: AG_UI_CITATION_OPTIONS, useValue: toCitationOptions(init) };
}

/** Merges a partial set of options (and labels) over the defaults; `undefined` keeps a default. */
export function toCitationOptions(
  init: CitationOptionsInit,
  base = DEFAULT_CITATION_OPTIONS,
): CitationOptions {
  const defined = <T extends object>(value: T | undefined): Partial<T> =>
    Object.fromEntries(
      Object.entries(value ?? {}).filter(([, field]) => field !== undefined),
    ) as Partial<T>;
  const { labels, ...rest } = init;
  return { ...base, ...defined(rest), labels: { ...base.labels, ...defined(labels) } };
}
