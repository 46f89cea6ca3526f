import { toDisplayDomain } from 'ngx-ag-ui/core/runtime';

import { toDomainName } from './to-domain-name';

describe('toDomainName', () => {
  it.each([
    ['www.britannica.com', 'britannica.com'],
    [' WWW.Britannica.COM ', 'britannica.com'],
    ['britannica.com.', 'britannica.com'],
    ['en.wikipedia.org', 'en.wikipedia.org'],
  ])('reads the bare hostname %p as %p', (name, domain) => {
    expect(toDomainName(name)).toBe(domain);
  });

  it.each([
    'https://www.britannica.com/science/Moon',
    'http://WWW.Britannica.com./x',
    'https://britannica.com',
  ])('gives the domain a link to the same site gives (%p)', (url) => {
    expect(toDomainName('www.britannica.com')).toBe(toDisplayDomain(url));
  });

  it('writes an internationalised name as its link does', () => {
    expect(toDomainName('www.münchen.de')).toBe(toDisplayDomain('https://münchen.de/'));
  });

  it.each(['Lunar Handbook (PDF)', '', 'localhost', 'https://example.com', '1.2.3.4', 42, null])(
    'gives null for %p, which is not a hostname',
    (value) => {
      expect(toDomainName(value)).toBeNull();
    },
  );
});
