'use strict';
const path = require('node:path');

/** The library's entry points: each folder is one npm entry (`ngx-ag-ui`, `ngx-ag-ui/core`, ...). */
const ENTRY_FOLDERS = {
  src: 'ngx-ag-ui',
  core: 'ngx-ag-ui/core',
  formats: 'ngx-ag-ui/formats',
  citations: 'ngx-ag-ui/citations',
  markdown: 'ngx-ag-ui/markdown',
  chat: 'ngx-ag-ui/chat',
  testing: 'ngx-ag-ui/testing',
};

/** Returns the entry folder (`'core'`, ...) a file or import target lies in, or null. */
function entryOf(file) {
  const parts = path.normalize(file).split(path.sep);
  const lib = parts.lastIndexOf('ngx-ag-ui');
  if (lib < 1 || parts[lib - 1] !== 'projects') return null;
  const entry = parts[lib + 1];
  return entry in ENTRY_FOLDERS ? entry : null;
}

/**
 * Entry points of ngx-ag-ui import each other by package name (`ngx-ag-ui/core`), never by a
 * relative path: ng-packagr builds each entry on its own, so a relative import across entries
 * would copy the other entry's code into this one.
 */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports across ngx-ag-ui entry points.' },
    schema: [],
    messages: {
      crossEntry:
        "Import '{{source}}' crosses from entry '{{from}}' into '{{to}}' by a relative path; import it as '{{pkg}}'.",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = entryOf(filename);
    if (!from) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = entryOf(path.resolve(path.dirname(filename), source));
      if (to && to !== from) {
        context.report({
          node: node.source,
          messageId: 'crossEntry',
          data: { source, from, to, pkg: ENTRY_FOLDERS[to] },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
