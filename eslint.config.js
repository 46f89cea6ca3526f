// @ts-check
const eslint = require('@eslint/js');
const tseslint = require('typescript-eslint');
const angular = require('angular-eslint');
const entryBoundaries = require('./tools/eslint/entry-boundaries');

/** `core` is framework-free (docs/architecture.md §2): it must run in Node with no Angular at all. */
const angularBan = {
  group: ['@angular/*', '@angular/**'],
  message: 'ngx-ag-ui/core never imports @angular/*: keep it framework-free.',
};
/**
 * `a2ui` draws surfaces from the store with its own catalog: it sits on `ngx-ag-ui`, `core`,
 * `tool-ui` and `citations`, and no other entry imports it, so that an app pays for it only
 * on the routes that provide it (docs/a2ui.md).
 */
const a2uiMessage =
  'a2ui imports only ngx-ag-ui, ngx-ag-ui/core, ngx-ag-ui/tool-ui and ngx-ag-ui/citations.';
const a2uiRestrictions = {
  paths: [
    'ngx-ag-ui/core/runtime',
    'ngx-ag-ui/formats',
    'ngx-ag-ui/markdown',
    'ngx-ag-ui/chat',
    'ngx-ag-ui/testing',
  ].map((name) => ({ name, message: a2uiMessage })),
};
const a2uiImported = {
  name: 'ngx-ag-ui/a2ui',
  message:
    'No entry imports ngx-ag-ui/a2ui: apps provide it on the routes that show surfaces (docs/a2ui.md).',
};

const coreMessage = 'core is the bottom layer: it imports no other entry point but core/runtime.';
// Exact names: a pattern 'ngx-ag-ui' would also match the allowed 'ngx-ag-ui/core/runtime'.
const coreRestrictions = {
  paths: [
    'ngx-ag-ui',
    'ngx-ag-ui/formats',
    'ngx-ag-ui/citations',
    'ngx-ag-ui/markdown',
    'ngx-ag-ui/chat',
    'ngx-ag-ui/testing',
    'ngx-ag-ui/a2ui',
  ].map((name) => ({ name, message: coreMessage })),
  patterns: [angularBan],
};

/** `core/runtime` is below the rest of `core`: `core` re-exports it, so it cannot import `core`. */
const runtimeRestrictions = {
  paths: [
    ...coreRestrictions.paths,
    { name: 'ngx-ag-ui/core', message: 'core/runtime imports no entry point: core re-exports it.' },
  ],
  patterns: [angularBan],
};

/**
 * The primary entry is startup code (providers, the store): it imports `core/runtime`, never the
 * whole of `core`, or the citation builder would move into every app's initial chunk
 * (docs/bundle-size.md).
 */
const primaryRestrictions = {
  paths: [
    a2uiImported,
    {
      name: 'ngx-ag-ui/core',
      message:
        'Import from ngx-ag-ui/core/runtime: the primary entry runs at startup, and ngx-ag-ui/core would bring the citation builder into the initial chunk (docs/bundle-size.md).',
    },
  ],
};

/** `formats` is framework-free too, and sits on `core` alone (docs/architecture.md §2). */
const formatsMessage = 'formats imports only ngx-ag-ui/core.';
const formatsRestrictions = {
  // Exact names: a pattern 'ngx-ag-ui' would also match the allowed 'ngx-ag-ui/core'.
  paths: [
    'ngx-ag-ui',
    'ngx-ag-ui/citations',
    'ngx-ag-ui/markdown',
    'ngx-ag-ui/chat',
    'ngx-ag-ui/testing',
  ].map((name) => ({ name, message: formatsMessage })),
  patterns: [
    {
      group: ['@angular/*', '@angular/**'],
      message: 'ngx-ag-ui/formats never imports @angular/*: keep it framework-free.',
    },
  ],
};

/** `markdown` renders with the citation components: it sits on `citations` and `core` alone. */
const markdownMessage = 'markdown imports only ngx-ag-ui/citations and ngx-ag-ui/core.';
const markdownRestrictions = {
  paths: ['ngx-ag-ui', 'ngx-ag-ui/formats', 'ngx-ag-ui/chat', 'ngx-ag-ui/testing'].map((name) => ({
    name,
    message: markdownMessage,
  })),
};

/** `tool-ui` shows what the store of the primary entry holds: it sits on `ngx-ag-ui` and `core`. */
const toolUiMessage = 'tool-ui imports only ngx-ag-ui and ngx-ag-ui/core.';
const toolUiRestrictions = {
  paths: [
    'ngx-ag-ui/formats',
    'ngx-ag-ui/citations',
    'ngx-ag-ui/markdown',
    'ngx-ag-ui/chat',
    'ngx-ag-ui/testing',
  ]
    .map((name) => ({ name, message: toolUiMessage }))
    .concat(a2uiImported),
};

/** `chat` composes the store, the renderers and the answer components: it sits on top of them. */
const chatMessage =
  'chat imports ngx-ag-ui, ngx-ag-ui/tool-ui, ngx-ag-ui/markdown, ngx-ag-ui/citations and ngx-ag-ui/core.';
const chatRestrictions = {
  paths: ['ngx-ag-ui/formats', 'ngx-ag-ui/testing']
    .map((name) => ({ name, message: chatMessage }))
    .concat(a2uiImported),
};

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
    files: ['projects/ngx-ag-ui/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', coreRestrictions] },
  },
  {
    // The one triple-slash reference: it gives the `.mjs` files of fast-json-patch their typings
    // in every program that compiles this file (the library, the demo, Jest, the benchmarks),
    // where an `include` entry would have to be repeated in each tsconfig.
    files: ['projects/ngx-ag-ui/core/runtime/state-delta/json-patch.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }] },
  },
  {
    files: ['projects/ngx-ag-ui/core/runtime/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test-helpers.ts'],
    rules: { 'no-restricted-imports': ['error', runtimeRestrictions] },
  },
  {
    files: ['projects/ngx-ag-ui/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test-helpers.ts'],
    rules: { 'no-restricted-imports': ['error', primaryRestrictions] },
  },
  {
    // Specs and test helpers are never built into the package: they may build events with the testing builders (docs/architecture.md §7).
    files: ['projects/ngx-ag-ui/core/**/*.spec.ts', 'projects/ngx-ag-ui/core/**/*.test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'ngx-ag-ui',
            'ngx-ag-ui/formats',
            'ngx-ag-ui/citations',
            'ngx-ag-ui/markdown',
          ].map((name) => ({ name, message: coreMessage })),
          patterns: [angularBan],
        },
      ],
    },
  },
  {
    files: ['projects/ngx-ag-ui/markdown/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', markdownRestrictions] },
  },
  {
    files: ['projects/ngx-ag-ui/tool-ui/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test-helpers.ts'],
    rules: { 'no-restricted-imports': ['error', toolUiRestrictions] },
  },
  {
    files: ['projects/ngx-ag-ui/chat/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test-helpers.ts'],
    rules: { 'no-restricted-imports': ['error', chatRestrictions] },
  },
  {
    files: ['projects/ngx-ag-ui/a2ui/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test-helpers.ts'],
    rules: { 'no-restricted-imports': ['error', a2uiRestrictions] },
  },
  {
    files: ['projects/ngx-ag-ui/formats/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', formatsRestrictions] },
  },
  {
    // Specs and test helpers of formats may take their sample payloads from the testing entry.
    files: [
      'projects/ngx-ag-ui/formats/**/*.spec.ts',
      'projects/ngx-ag-ui/formats/**/*.test-helpers.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: formatsRestrictions.paths.filter(({ name }) => name !== 'ngx-ag-ui/testing'),
          patterns: formatsRestrictions.patterns,
        },
      ],
    },
  },
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
