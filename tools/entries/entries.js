'use strict';
const path = require('node:path');
const manifest = require('../../projects/ngx-ag-ui/entries.json');

/** The workspace root. */
const root = path.resolve(__dirname, '../..');

/**
 * @typedef {object} Entry
 * @property {string} name npm import path (`ngx-ag-ui/core`)
 * @property {string} folder folder under projects/ngx-ag-ui (`core`)
 * @property {boolean} angular whether it may import @angular/*
 * @property {boolean} injectsStore whether it may import the store from the primary entry
 * @property {string[]} imports entries its built code may import
 * @property {string[]} specImports entries its specs and test helpers may import besides
 * @property {string} why the reason for its imports, shown in lint messages
 */

/** @type {Entry[]} Every entry point of ngx-ag-ui, as written in projects/ngx-ag-ui/entries.json. */
const entries = manifest.entries;

/** @type {string[]} The primary entry's names that hold the store (never imported where `injectsStore` is false). */
const storeExports = manifest.storeExports;

/** Returns the file-name form of an entry's name: `ngx-ag-ui/core/runtime` → `ngx-ag-ui-core-runtime`. */
function flatName(name) {
  return name.replace(/\//g, '-');
}

/** Returns the entry's source folder, absolute. */
function sourceFolder(entry) {
  return path.join(root, 'projects/ngx-ag-ui', entry.folder);
}

/** Returns the built declaration file ng-packagr writes for the entry. */
function builtTypes(entry) {
  return path.join(root, 'dist/ngx-ag-ui/types', `${flatName(entry.name)}.d.ts`);
}

/**
 * Jest's `moduleNameMapper` that resolves each entry's package name to its sources, for a Jest
 * project whose `<rootDir>` reaches projects/ngx-ag-ui as `libFromRootDir`.
 * @param {string} libFromRootDir e.g. `'<rootDir>/../ngx-ag-ui'`
 * @param {(entry: Entry) => boolean} [which] the entries to map (all by default)
 * @returns {Record<string, string>}
 */
function jestModuleNameMapper(libFromRootDir, which = () => true) {
  return Object.fromEntries(
    entries
      .filter(which)
      .map((entry) => [`^${entry.name}$`, `${libFromRootDir}/${entry.folder}/public-api.ts`]),
  );
}

/**
 * The one-way import rule as prose, for docs/architecture.md: "`src` → `core/runtime`; ...".
 * @returns {string}
 */
function importsSentence() {
  const folderOf = (name) => entries.find((entry) => entry.name === name).folder;
  return entries
    .map(({ folder, imports }) => {
      const targets = imports.map((name) => `\`${folderOf(name)}\``).join(', ');
      return `\`${folder}\` → ${targets || 'nothing'}`;
    })
    .join('; ');
}

module.exports = {
  root,
  importsSentence,
  entries,
  storeExports,
  flatName,
  sourceFolder,
  builtTypes,
  jestModuleNameMapper,
};
