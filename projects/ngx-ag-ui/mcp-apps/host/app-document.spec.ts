import { appDocument } from './app-document';

const CSP = "default-src 'none'; connect-src 'none'";

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe("an app's document", () => {
  it('puts the CSP meta first in the head, before any of the app markup', () => {
    const html = appDocument(
      '<!DOCTYPE html><html><head><script>steal()</script></head><body>hi</body></html>',
      CSP,
    );
    const doc = parse(html);
    const first = doc.head.firstElementChild;
    expect(first?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(first?.getAttribute('content')).toBe(CSP);
    expect(doc.compatMode).toBe('CSS1Compat');
    expect(doc.body.textContent).toBe('hi');
  });

  it('does the same for a fragment without a doctype', () => {
    const doc = parse(appDocument('<script>steal()</script><p>hi</p>', CSP));
    expect(doc.head.firstElementChild?.getAttribute('content')).toBe(CSP);
    expect(doc.compatMode).toBe('CSS1Compat');
  });

  it('keeps the policy one attribute whatever it holds', () => {
    const doc = parse(appDocument('<p>hi</p>', `a "quoted" <policy> & more`));
    expect(doc.head.firstElementChild?.getAttribute('content')).toBe(`a "quoted" <policy> & more`);
    expect(doc.querySelectorAll('policy')).toHaveLength(0);
  });
});
