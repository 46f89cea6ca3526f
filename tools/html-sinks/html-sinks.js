'use strict';
const ts = require('typescript');

/**
 * The ways code can turn a string into HTML or script: the library has none (its rule: text is
 * always text, no `innerHTML`, no `bypassSecurityTrust*`). A property name, or a string that is
 * exactly one of them (Angular compiles `[innerHTML]` to a property binding named by a string).
 */
const SINK_NAMES = new Set(['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'srcdoc']);
const isSinkName = (name) => SINK_NAMES.has(name) || name.startsWith('bypassSecurityTrust');

/**
 * @typedef {object} HtmlSink
 * @property {string} sink what was found (`innerHTML`, `document.write`, ...)
 * @property {number} line 1-based line of the built file
 */

/**
 * Every HTML sink in built JavaScript, found in its syntax tree: comments (which may name a
 * sink to say it is not used) are not code and never match.
 * @param {string} code the file's text
 * @param {string} [fileName] for the parser only
 * @returns {HtmlSink[]}
 */
function findHtmlSinks(code, fileName = 'bundle.mjs') {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  /** @type {HtmlSink[]} */
  const found = [];
  const add = (sink, node) =>
    found.push({
      sink,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      if (isSinkName(node.text)) add(node.text, node);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isSinkName(node.text)) add(node.text, node);
    } else if (
      (ts.isPropertyAccessExpression(node) && /^write(ln)?$/.test(node.name.text)) ||
      (ts.isElementAccessExpression(node) &&
        ts.isStringLiteral(node.argumentExpression) &&
        /^write(ln)?$/.test(node.argumentExpression.text))
    ) {
      const target = node.expression;
      const named = ts.isIdentifier(target)
        ? target.text
        : ts.isPropertyAccessExpression(target)
          ? target.name.text
          : '';
      if (named === 'document' || named === 'ownerDocument')
        add(`document.${ts.isPropertyAccessExpression(node) ? node.name.text : 'write'}`, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

module.exports = { findHtmlSinks };
