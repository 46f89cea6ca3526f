import { appCsp, readCspDomains } from './app-csp';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the CSP of an app', () => {
  it('lets the network reach nothing when the resource declares nothing', () => {
    const csp = appCsp(readCspDomains(undefined).domains);
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'none'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(csp, 'script-src')).toBe("script-src 'unsafe-inline'");
    expect(csp).not.toMatch(/\*|https?:/);
  });

  it('lets the network reach the declared origins, each only where it was declared', () => {
    const { domains, rejected } = readCspDomains({
      connectDomains: ['https://api.example.com'],
      resourceDomains: ['https://*.cdn.example.com', 'wss://live.example.com:8443'],
    });
    const csp = appCsp(domains);
    expect(rejected).toEqual([]);
    expect(directive(csp, 'connect-src')).toBe('connect-src https://api.example.com');
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'unsafe-inline' https://*.cdn.example.com wss://live.example.com:8443",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it('leaves out a declared domain that would smuggle a keyword or a directive in', () => {
    const { domains, rejected } = readCspDomains({
      connectDomains: [
        "'unsafe-eval'",
        'https://a.example.com; script-src *',
        '*',
        'javascript:alert(1)',
        'https://ok.example.com',
        42,
      ],
    });
    expect(domains.connectDomains).toEqual(['https://ok.example.com']);
    expect(rejected).toHaveLength(5);
    expect(appCsp(domains)).not.toMatch(/unsafe-eval|script-src \*|javascript/);
  });
});
