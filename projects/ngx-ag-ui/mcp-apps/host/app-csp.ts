import { isRecord } from 'ngx-ag-ui/core';

/** The origins a UI resource declares (`_meta.ui.csp`), each already checked. */
export interface AppCspDomains {
  readonly connectDomains: readonly string[];
  readonly resourceDomains: readonly string[];
  readonly frameDomains: readonly string[];
  readonly baseUriDomains: readonly string[];
}

/** What `readCspDomains` found: the usable origins, and the declared values it left out. */
export interface CspReading {
  readonly domains: AppCspDomains;
  readonly rejected: readonly string[];
}

/**
 * A plain origin (`https://api.example.com`, `https://*.example.com`, `wss://host:8443`):
 * anything else could smuggle a CSP keyword or a new directive (`'unsafe-eval'`, `; …`) into
 * the policy, so it is left out.
 */
const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** The origins of a resource's `_meta.ui.csp`, keeping only plain origins. */
export function readCspDomains(csp: unknown): CspReading {
  const rejected: string[] = [];
  const read = (field: keyof AppCspDomains): string[] => {
    const list = isRecord(csp) ? csp[field] : undefined;
    if (!Array.isArray(list)) return [];
    return list.filter((entry): entry is string => {
      const ok = typeof entry === 'string' && ORIGIN.test(entry);
      if (!ok) rejected.push(String(entry));
      return ok;
    });
  };
  return {
    domains: {
      connectDomains: read('connectDomains'),
      resourceDomains: read('resourceDomains'),
      frameDomains: read('frameDomains'),
      baseUriDomains: read('baseUriDomains'),
    },
    rejected,
  };
}

/**
 * The Content Security Policy of an app's document: inline code and styles (the app is one
 * HTML document), and the network only for the origins the resource declared. Nothing else
 * loads, no form posts anywhere, no plugin runs.
 */
export function appCsp(domains: AppCspDomains): string {
  const list = (origins: readonly string[], fallback: string) =>
    origins.length > 0 ? origins.join(' ') : fallback;
  const resources = domains.resourceDomains.join(' ');
  const withResources = (base: string) => (resources ? `${base} ${resources}` : base);
  return [
    "default-src 'none'",
    withResources("script-src 'unsafe-inline'"),
    withResources("style-src 'unsafe-inline'"),
    withResources('img-src data: blob:'),
    withResources('font-src data:'),
    withResources('media-src data: blob:'),
    `connect-src ${list(domains.connectDomains, "'none'")}`,
    `frame-src ${list(domains.frameDomains, "'none'")}`,
    `base-uri ${list(domains.baseUriDomains, "'none'")}`,
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}
