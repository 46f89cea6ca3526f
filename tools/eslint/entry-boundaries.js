'use strict';
const path = require('node:path');

/** The library's entry points: each folder is one npm entry (`ngx-ag-ui`, `ngx-ag-ui/core`, ...). */
const ENTRY_FOLDERS = {
  src: 'ngx-ag-ui',
  core: 'ngx-ag-ui/core',
  'core/runtime': 'ngx-ag-ui/core/runtime',
  formats: 'ngx-ag-ui/formats',
  citations: 'ngx-ag-ui/citations',
  markdown: 'ngx-ag-ui/markdown',
  chat: 'ngx-ag-ui/chat',
  'tool-ui': 'ngx-ag-ui/tool-ui',
  a2ui: 'ngx-ag-ui/a2ui',
  testing: 'ngx-ag-ui/testing',
};

/** Returns the entry folder (`'core'`, `'core/runtime'`, ...) a file or import target lies in, or null. */
function entryOf(file) {
  const parts = path.normalize(file).split(path.sep);
  const lib = parts.lastIndexOf('ngx-ag-ui');
  if (lib < 1 || parts[lib - 1] !== 'projects') return null;
  const entry = parts[lib + 1];
  // The one nested entry: `core/runtime` is an entry of its own inside `core`.
  if (entry === 'core' && parts[lib + 2] === 'runtime') return 'core/runtime';
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
    // Specs and test helpers are never built into the package, so one may share another entry's
    // test helper (a scripted agent, fixtures) without copying code into a build.
    const isTestFile = /\.(spec|test-helpers)\.ts$/.test(filename);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (isTestFile && source.endsWith('.test-helpers')) return;
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
