const { jestModuleNameMapper } = require('../../tools/entries/entries');

/** The demo agent is a plain Node server: ts-jest, node environment. */
module.exports = {
  displayName: 'demo-agent',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    // A Node server: only the entries that run without Angular.
    ...jestModuleNameMapper('<rootDir>/../ngx-ag-ui', (entry) => !entry.angular),
    // core imports fast-json-patch's ES modules; ts-jest runs CommonJS, so it gets the package's
    // CommonJS build of the same two files.
    '^fast-json-patch/module/(core|helpers)\\.mjs$': 'fast-json-patch/commonjs/$1.js',
  },
};
