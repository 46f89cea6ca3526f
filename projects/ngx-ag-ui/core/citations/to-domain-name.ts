import { toDisplayDomain } from 'ngx-ag-ui/core/runtime';

/** A hostname of two or more labels whose last label starts with a letter (no IP, no port). */
const HOSTNAME =
  /^(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}][\p{L}\p{N}-]{0,62}$/u;

/**
 * The display domain of a site named by its bare hostname (an Ably annotation name, Gemini's
 * `web.domain`, a source's given `domain`), written exactly as `toDisplayDomain` writes the host
 * of a link to that site: WHATWG-serialised (lower case, Punycode), without a leading `www.` or a
 * trailing dot. So one site is listed under one name whatever it was read from. `null` for
 * anything that is not a hostname (a title, a URL, an IP address). Never throws.
 *
 * @example
 * toDomainName(' WWW.Britannica.com '); // 'britannica.com', as toDisplayDomain('https://www.britannica.com/')
 * toDomainName('Lunar Handbook');      // null
 */
export function toDomainName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().replace(/\.$/, '');
  return HOSTNAME.test(name) ? toDisplayDomain(`https://${name}/`) : null;
}
