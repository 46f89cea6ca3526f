'use strict';
const path = require('node:path');
const { ESLint, RuleTester } = require('eslint');
const tsParser = require('@typescript-eslint/parser');
const rule = require('./entry-boundaries');

const root = path.resolve(__dirname, '../..');
const lib = (p) => path.join(root, 'projects/ngx-ag-ui', p);

describe('entry-boundaries rule', () => {
  const tester = new RuleTester({
    languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' },
  });

  tester.run('entry-boundaries', rule, {
    valid: [
      {
        code: "import { x } from 'ngx-ag-ui/core';",
        filename: lib('citations/sources/sources-list.ts'),
      },
      { code: "import { x } from './citation';", filename: lib('core/citations/build.ts') },
      {
        code: "import { x } from '../thread/agent-thread';",
        filename: lib('core/runtime/bridge/bridge.ts'),
      },
      {
        code: "import { agent } from '../../src/tools/agent.test-helpers';",
        filename: lib('tool-ui/tool-approval/tool-approval.spec.ts'),
      },
      {
        code: "import { x } from '../../other/file';",
        filename: path.join(root, 'projects/demo/src/app/app.ts'),
      },
    ],
    invalid: [
      {
        code: "import { agent } from '../../src/tools/agent.test-helpers';",
        filename: lib('tool-ui/tool-approval/tool-approval.ts'),
        errors: [{ messageId: 'crossEntry' }],
      },
      {
        code: "import { x } from '../../src/tools/agent-tools';",
        filename: lib('tool-ui/tool-approval/tool-approval.spec.ts'),
        errors: [{ messageId: 'crossEntry' }],
      },
      {
        code: "import { x } from '../runtime/guards/guards';",
        filename: lib('core/citations/build.ts'),
        errors: [{ messageId: 'crossEntry' }],
      },
      {
        code: "import { x } from '../../core/public-api';",
        filename: lib('citations/sources/sources-list.ts'),
        errors: [{ messageId: 'crossEntry' }],
      },
      {
        code: "export { y } from '../src/version';",
        filename: lib('testing/events.ts'),
        errors: [{ messageId: 'crossEntry' }],
      },
    ],
  });
});

describe('workspace ESLint configuration', () => {
  // The real workspace config, passed as an object: Jest's VM cannot run ESLint's dynamic import.
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: require('../../eslint.config.js'),
  });

  async function ruleIdsFor(code, file) {
    const [result] = await eslint.lintText(code, { filePath: lib(file) });
    return result.messages.map((m) => m.ruleId);
  }

  it('fails an import of @angular/core from the core entry point', async () => {
    const ids = await ruleIdsFor(
      "import { signal } from '@angular/core';\nexport const s = signal(1);\n",
      'core/fixture.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('fails a relative import across entry points', async () => {
    const ids = await ruleIdsFor(
      "import { createAgentThread } from '../core/public-api';\nexport const t = createAgentThread();\n",
      'src/fixture.ts',
    );
    expect(ids).toContain('local/entry-boundaries');
  });

  it('accepts an import of another entry point by package name', async () => {
    const ids = await ruleIdsFor(
      "import { createAgentThread } from 'ngx-ag-ui/core/runtime';\nexport const t = createAgentThread();\n",
      'src/fixture.ts',
    );
    expect(ids).toEqual([]);
  });

  it('fails an import of the whole of ngx-ag-ui/core from startup code (the primary entry)', async () => {
    const ids = await ruleIdsFor(
      "import { createAgentThread } from 'ngx-ag-ui/core';\nexport const t = createAgentThread();\n",
      'src/fixture.ts',
    );
    expect(ids).toEqual(['no-restricted-imports']);
  });

  it('fails an import of ngx-ag-ui/core from core/runtime, which core re-exports', async () => {
    const ids = await ruleIdsFor(
      "import { resolveCitedText } from 'ngx-ag-ui/core';\nexport const r = resolveCitedText;\n",
      'core/runtime/fixture.ts',
    );
    expect(ids).toEqual(['no-restricted-imports']);
  });

  it('fails an import of ngx-ag-ui/formats from core', async () => {
    const ids = await ruleIdsFor(
      "import { fromAnthropicMessage } from 'ngx-ag-ui/formats';\nexport const f = fromAnthropicMessage;\n",
      'core/fixture.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('fails an import of an entry other than core from formats', async () => {
    for (const name of ['ngx-ag-ui', 'ngx-ag-ui/citations', 'ngx-ag-ui/testing', '@angular/core']) {
      const ids = await ruleIdsFor(
        `import { x } from '${name}';\nexport const y = x;\n`,
        'formats/fixture.ts',
      );
      expect(ids).toContain('no-restricted-imports');
    }
  });

  it('accepts ngx-ag-ui/core in formats, and the testing samples in its specs', async () => {
    expect(
      await ruleIdsFor(
        "import { isRecord } from 'ngx-ag-ui/core';\nexport const r = isRecord;\n",
        'formats/fixture.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "import { anthropicSample } from 'ngx-ag-ui/testing';\nexport const s = anthropicSample;\n",
        'formats/fixture.spec.ts',
      ),
    ).toEqual([]);
  });

  it('fails a relative import from formats into core', async () => {
    const ids = await ruleIdsFor(
      "import { isRecord } from '../core/citations/is-record';\nexport const r = isRecord;\n",
      'formats/fixture.ts',
    );
    expect(ids).toContain('local/entry-boundaries');
  });

  it('allows @angular/core outside core', async () => {
    const ids = await ruleIdsFor(
      "import { signal } from '@angular/core';\nexport const s = signal(1);\n",
      'src/fixture.ts',
    );
    expect(ids).toEqual([]);
  });
});
