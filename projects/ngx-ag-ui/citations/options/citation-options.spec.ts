import { TestBed } from '@angular/core/testing';

import { DEFAULT_CITATION_LABELS, formatLabel } from './citation-labels';
import {
  AG_UI_CITATION_OPTIONS,
  DEFAULT_CITATION_OPTIONS,
  provideCitationOptions,
  toCitationOptions,
} from './citation-options';

describe('provideCitationOptions', () => {
  it('merges options and labels over the defaults', () => {
    TestBed.configureTestingModule({
      providers: [provideCitationOptions({ variant: 'domain', labels: { sources: 'Quellen' } })],
    });
    const options = TestBed.inject(AG_UI_CITATION_OPTIONS);
    expect(options.variant).toBe('domain');
    expect(options.action).toBe('card');
    expect(options.labels.sources).toBe('Quellen');
    expect(options.labels.showSources).toBe(DEFAULT_CITATION_LABELS.showSources);
  });

  it('gives the defaults without a provider', () => {
    expect(TestBed.inject(AG_UI_CITATION_OPTIONS)).toBe(DEFAULT_CITATION_OPTIONS);
  });

  it('keeps a default when an option is undefined', () => {
    const options = toCitationOptions({
      variant: undefined,
      openDelay: 0,
      labels: { copied: undefined },
    });
    expect(options.variant).toBe('number');
    expect(options.openDelay).toBe(0);
    expect(options.labels.copied).toBe('Copied');
  });
});

describe('formatLabel', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(
      formatLabel('Source {n}: {title}, {domain}', {
        n: 2,
        title: 'Signals',
        domain: 'angular.dev',
      }),
    ).toBe('Source 2: Signals, angular.dev');
    expect(formatLabel('{count} von {domain} {extra}', { count: 3, domain: 'nasa.gov' })).toBe(
      '3 von nasa.gov {extra}',
    );
    expect(formatLabel('{constructor}', {})).toBe('{constructor}');
  });
});
