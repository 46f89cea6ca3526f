import type { Citation } from 'ngx-ag-ui/core';

import { type CitationLabels, formatLabel } from '../options/citation-labels';
import type { CitationVariant } from '../options/citation-options';

/** How a marker looks: its number, its source's domain, or the friendly label with the number. */
export type MarkerLook = 'number' | 'domain' | 'friendly';

/** What a marker shows and says. */
export interface MarkerFace {
  readonly look: MarkerLook;
  /** The visible text: the number, the domain or the friendly label. */
  readonly text: string;
  /** The superscript number after a friendly label. */
  readonly sup?: number;
  /** The accessible name: visible number and source ("Source 2: Signals guide, angular.dev"). */
  readonly name: string;
}

/**
 * The face of a citation's marker. One text and an optional superscript rather than a template
 * per look: a long answer has thousands of markers, and every embedded view costs memory.
 *
 * @param citation The source the marker points to.
 * @param variant `'domain'` shows the domain when the citation has one, else the number.
 * @param friendlyAnchors Whether a citation with a `label` shows it with a superscript number.
 * @param labels The accessible-name templates.
 */
export function toMarkerFace(
  citation: Citation,
  variant: CitationVariant,
  friendlyAnchors: boolean,
  labels: CitationLabels,
): MarkerFace {
  const { index: n, displayTitle: title, domain, label } = citation;
  const friendly = friendlyAnchors && Boolean(label);
  const template = domain && domain !== title ? labels.markerName : labels.markerNameNoDomain;
  const name =
    friendly && label !== title
      ? formatLabel(labels.friendlyMarkerName, { label: label ?? '', n, title })
      : formatLabel(template, { n, title, domain: domain ?? '' });
  if (friendly) return { look: 'friendly', text: label ?? '', sup: n, name };
  return variant === 'domain' && domain
    ? { look: 'domain', text: domain, name }
    : { look: 'number', text: String(n), name };
}
