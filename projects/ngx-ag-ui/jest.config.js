const { createCjsPreset } = require('jest-preset-angular/presets');

/** Jest project for the library: every entry point, tested against its sources. */
module.exports = {
  ...createCjsPreset(),
  displayName: 'ngx-ag-ui',
  setupFilesAfterEnv: ['<rootDir>/setup-jest.ts'],
  testMatch: ['<rootDir>/**/*.spec.ts'],
  moduleNameMapper: {
    '^ngx-ag-ui$': '<rootDir>/src/public-api.ts',
    '^ngx-ag-ui/(core|formats|citations|testing)$': '<rootDir>/$1/public-api.ts',
  },
};
