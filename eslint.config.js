// @ts-check
const eslint = require('@eslint/js');
const tseslint = require('typescript-eslint');
const angular = require('angular-eslint');
const entryBoundaries = require('./tools/eslint/entry-boundaries');
const { entryImportConfigs } = require('./tools/eslint/entry-imports');

module.exports = tseslint.config(
  {
    ignores: [
      'dist/',
      'out-tsc/',
      '.angular/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'tools/eslint/fixtures/',
    ],
  },
  {
    files: ['**/*.ts'],
    extends: [
      eslint.configs.recommended,
      ...tseslint.configs.recommended,
      ...angular.configs.tsRecommended,
    ],
    processor: angular.processInlineTemplates,
    plugins: { local: { rules: { 'entry-boundaries': entryBoundaries } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@angular-eslint/directive-selector': [
        'error',
        { type: 'attribute', prefix: ['agui', 'app'], style: 'camelCase' },
      ],
      '@angular-eslint/component-selector': [
        'error',
        { type: 'element', prefix: ['agui', 'app'], style: 'kebab-case' },
      ],
      '@angular-eslint/prefer-on-push-component-change-detection': 'error',
      'local/entry-boundaries': 'error',
    },
  },
  {
    // The one triple-slash reference: it gives the `.mjs` files of fast-json-patch their typings
    // in every program that compiles this file (the library, the demo, Jest, the benchmarks),
    // where an `include` entry would have to be repeated in each tsconfig.
    files: ['projects/ngx-ag-ui/core/runtime/state-delta/json-patch.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }] },
  },
  // Which entry point may import which: written once in projects/ngx-ag-ui/entries.json.
  ...entryImportConfigs,
  {
    files: ['projects/ngx-ag-ui/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      // The library never renders HTML from data (docs/citations.md §B.11).
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Render text, never HTML.' },
        { property: 'outerHTML', message: 'Render text, never HTML.' },
        { property: 'bypassSecurityTrustHtml', message: 'Never bypass Angular sanitisation.' },
        { property: 'bypassSecurityTrustUrl', message: 'Never bypass Angular sanitisation.' },
        {
          property: 'bypassSecurityTrustResourceUrl',
          message: 'Never bypass Angular sanitisation.',
        },
      ],
    },
  },
  {
    files: ['**/*.html'],
    extends: [...angular.configs.templateRecommended, ...angular.configs.templateAccessibility],
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [eslint.configs.recommended],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
      },
    },
  },
  {
    files: ['**/*.spec.js'],
    languageOptions: {
      globals: {
        describe: 'readonly',
        it: 'readonly',
        expect: 'readonly',
        beforeAll: 'readonly',
        afterAll: 'readonly',
      },
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
