const { createCjsPreset } = require('jest-preset-angular/presets');

/** Jest project for the demo app; the library is tested against its sources. */
module.exports = {
  ...createCjsPreset(),
  displayName: 'demo',
  setupFilesAfterEnv: ['<rootDir>/setup-jest.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  moduleNameMapper: {
    '^ngx-ag-ui$': '<rootDir>/../ngx-ag-ui/src/public-api.ts',
    '^ngx-ag-ui/(core|formats|citations|markdown|testing)$': '<rootDir>/../ngx-ag-ui/$1/public-api.ts',
  },
};
