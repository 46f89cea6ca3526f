'use strict';
const { findHtmlSinks } = require('./html-sinks');

const sinks = (code) => findHtmlSinks(code).map(({ sink }) => sink);

describe('findHtmlSinks', () => {
  it('finds every sink written as code', () => {
    expect(
      sinks(
        [
          'el.innerHTML = s;',
          'el.outerHTML = s;',
          "el.insertAdjacentHTML('beforeend', s);",
          'frame.srcdoc = s;',
          'sanitizer.bypassSecurityTrustHtml(s);',
          'document.write(s);',
          'window.document.writeln(s);',
          "el.ownerDocument['write'](s);",
        ].join('\n'),
      ),
    ).toEqual([
      'innerHTML',
      'outerHTML',
      'insertAdjacentHTML',
      'srcdoc',
      'bypassSecurityTrustHtml',
      'document.write',
      'document.writeln',
      'document.write',
    ]);
  });

  it("finds Angular's compiled [innerHTML] binding and a computed key, with their lines", () => {
    expect(
      findHtmlSinks('i0.ɵɵproperty("x", 1);\ni0.ɵɵdomProperty("innerHTML", ctx.html);'),
    ).toEqual([{ sink: 'innerHTML', line: 2 }]);
    expect(sinks("el['outerHTML'] = s;")).toEqual(['outerHTML']);
  });

  it('ignores comments and prose that name a sink, and look-alike names', () => {
    const code = [
      '/** Text is always text: no `innerHTML`, no document.write. */',
      '// el.innerHTML = s;',
      "const message = 'never set innerHTML here';",
      'el.textContent = s; stream.write(s); myDocument.write(s); el.innerHTMLish = 1;',
    ].join('\n');
    expect(sinks(code)).toEqual([]);
  });
});
