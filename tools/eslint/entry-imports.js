'use strict';
const { entries, storeExports } = require('../entries/entries');

/**
 * ESLint configs that hold every entry point of ngx-ag-ui to the imports the manifest
 * (projects/ngx-ag-ui/entries.json) allows it: `no-restricted-imports` with every other entry
 * denied by exact name (a pattern `ngx-ag-ui` would also match `ngx-ag-ui/core`), the store
 * denied where the entry never injects it, and @angular/* denied where the entry runs in plain
 * Node. Specs and test helpers get the entry's `specImports` on top: they are never built.
 */

const specFiles = ['**/*.spec.ts', '**/*.test-helpers.ts'];

/** Returns the `no-restricted-imports` options for an entry's code that may import `allowed`. */
function restrictions(entry, allowed) {
  const imports = allowed.length ? allowed.join(', ') : 'no other entry point';
  const paths = entries
    .filter(({ name }) => !allowed.includes(name))
    .map(({ name }) => ({
      name,
      message:
        name === entry.name
          ? `${entry.name} imports its own files by relative path, never by its package name.`
          : `${entry.name} imports ${imports}. ${entry.why} (projects/ngx-ag-ui/entries.json)`,
    }));
  if (!entry.injectsStore && allowed.includes('ngx-ag-ui')) {
    paths.push({
      name: 'ngx-ag-ui',
      importNames: storeExports,
      message: `${entry.name} never injects the store: it takes what it shows through inputs or arguments.`,
    });
  }
  const patterns = entry.angular
    ? []
    : [
        {
          group: ['@angular/*', '@angular/**'],
          message: `${entry.name} never imports @angular/*: it runs in plain Node and in any framework.`,
        },
      ];
  return { paths, patterns };
}

/** Folders nested in another entry's folder (`core/runtime` in `core`) come later, so they win. */
const byDepth = [...entries].sort(
  (a, b) => a.folder.split('/').length - b.folder.split('/').length,
);

/** The flat-config objects, one for an entry's built code and one for its specs, per entry. */
const entryImportConfigs = byDepth.flatMap((entry) => {
  const folder = `projects/ngx-ag-ui/${entry.folder}`;
  return [
    {
      files: [`${folder}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', restrictions(entry, entry.imports)] },
    },
    {
      files: specFiles.map((pattern) => `${folder}/${pattern}`),
      rules: {
        'no-restricted-imports': [
          'error',
          restrictions(entry, [...entry.imports, ...entry.specImports]),
        ],
      },
    },
  ];
});

module.exports = { entryImportConfigs };
