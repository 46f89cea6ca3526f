const { createCjsPreset } = require('jest-preset-angular/presets');
const { jestModuleNameMapper } = require('../../tools/entries/entries');

/** Jest project for the demo app; the library is tested against its sources. */
module.exports = {
  ...createCjsPreset(),
  displayName: 'demo',
  // A spec file's first test compiles every component it renders (the chat page: Markdown,
  // attachments, tool views), several seconds on a 2-core machine. No test asserts time; this
  // only decides how long a test may take before it counts as hung.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/setup-jest.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // ngx-ag-ui/markdown's parser (micromark, mdast, unist) and lowlight ship ES modules only.
  transformIgnorePatterns: [
    'node_modules/(?!(.*\\.mjs$|@angular/common/locales/.*\\.js$|(mdast|micromark|unist|decode-named|character-|ccount|escape-string|markdown-table|longest-streak|zwitch|devlop|lowlight|trim-lines)))',
  ],
  moduleNameMapper: jestModuleNameMapper('<rootDir>/../ngx-ag-ui'),
};
