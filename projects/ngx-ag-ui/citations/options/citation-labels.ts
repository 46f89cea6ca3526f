/**
 * Every piece of text the citation components show or announce, in the app's language.
 * Placeholders in braces (`{n}`, `{title}`, `{domain}`, `{label}`, `{count}`, `{k}`) are
 * replaced by `formatLabel`; the components never hard-code English.
 */
export interface CitationLabels {
  /** Accessible name of a marker whose source has a domain: "Source 2: Signals guide, angular.dev". */
  readonly markerName: string;
  /** Accessible name of a marker whose source has no domain (or whose title is the domain). */
  readonly markerNameNoDomain: string;
  /** Accessible name of a friendly-anchor marker (label plus superscript number). */
  readonly friendlyMarkerName: string;
  /** Hidden text after a link that opens in a new tab. */
  readonly opensInNewTab: string;
  /** Text of the card's link to the source. */
  readonly openSource: string;
  /** Text of the card's button that shows the cited passage (a source opened by the app). */
  readonly showPassage: string;
  /** Term for a source's friendly label in the card. */
  readonly label: string;
  /** Term for a source's record id in the card. */
  readonly recordId: string;
  /** Heading of the sources list. */
  readonly sources: string;
  /** Text of the disclosure button while the list is collapsed. */
  readonly showSources: string;
  /** Text of the disclosure button while the list is expanded. */
  readonly hideSources: string;
  /** Accessible name of a back-link from a sources entry to its `{k}`-th marker of source `{n}`. */
  readonly backToReference: string;
  /** One item of the domain summary: "3 from wikipedia.org". */
  readonly summaryItem: string;
  /** Separator between summary items. */
  readonly summarySeparator: string;
  /** Accessible name of the domain summary. */
  readonly summaryName: string;
  /** Text of the copy button. */
  readonly copyWithSources: string;
  /** Status announced after a successful copy. */
  readonly copied: string;
  /** Status announced when the clipboard is unavailable or refuses. */
  readonly copyFailed: string;
  /** Heading line of the source list appended to copied text. */
  readonly copySourcesHeading: string;
}

/** English defaults; override any of them with `provideCitationOptions({ labels })` or inputs. */
export const DEFAULT_CITATION_LABELS: CitationLabels = {
  markerName: 'Source {n}: {title}, {domain}',
  markerNameNoDomain: 'Source {n}: {title}',
  friendlyMarkerName: '{label}, source {n}: {title}',
  opensInNewTab: '(opens in a new tab)',
  openSource: 'Open source',
  showPassage: 'Show the passage',
  label: 'Label',
  recordId: 'Record',
  sources: 'Sources',
  showSources: 'Show sources',
  hideSources: 'Hide sources',
  backToReference: 'Back to reference {k} of source {n}',
  summaryItem: '{count} from {domain}',
  summarySeparator: ', ',
  summaryName: 'Sources by domain',
  copyWithSources: 'Copy with sources',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copySourcesHeading: 'Sources:',
};

/**
 * Fills the `{name}` placeholders of a label. Unknown placeholders stay as written, so a
 * translation that drops or reorders them never throws.
 *
 * @example
 * formatLabel('Source {n}: {title}', { n: 2, title: 'Signals' }); // 'Source 2: Signals'
 */
export function formatLabel(
  template: string,
  params: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The labels a component uses: the app's (`AG_UI_CITATION_OPTIONS.labels`) with the component's
 * own `labels` input over them. Returns `base` itself when there is nothing to override, so a
 * computed that reads it keeps its value.
 *
 * @example
 * mergeLabels(DEFAULT_CITATION_LABELS, { sources: 'Quellen' }).sources; // 'Quellen'
 */
export function mergeLabels(
  base: CitationLabels,
  overrides: Partial<CitationLabels> | undefined,
): CitationLabels {
  return overrides === undefined ? base : { ...base, ...overrides };
}
