'use strict';
const path = require('node:path');
const { entries } = require('../entries/entries');

/** The library's entry points by folder (`core` → `ngx-ag-ui/core`), from projects/ngx-ag-ui/entries.json. */
const ENTRY_FOLDERS = Object.fromEntries(entries.map(({ folder, name }) => [folder, name]));
/** Their folders, nested ones (`core/runtime`) first, so that a file lands in the deepest. */
const FOLDERS = Object.keys(ENTRY_FOLDERS).sort(
  (a, b) => b.split('/').length - a.split('/').length,
);

/** Returns the entry folder (`'core'`, `'core/runtime'`, ...) a file or import target lies in, or null. */
function entryOf(file) {
  const parts = path.normalize(file).split(path.sep);
  const lib = parts.lastIndexOf('ngx-ag-ui');
  if (lib < 1 || parts[lib - 1] !== 'projects') return null;
  const inLib = parts.slice(lib + 1).join('/') + '/';
  return FOLDERS.find((folder) => inLib.startsWith(`${folder}/`)) ?? null;
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
