'use strict';
const path = require('node:path');
const { ESLint } = require('eslint');
const { entries } = require('../entries/entries');

const root = path.resolve(__dirname, '../..');
// The workspace's own config, loaded here: ESLint would load it with a dynamic import, which
// Jest's CommonJS runtime does not offer.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: require('../../eslint.config.js'),
});

/** The `no-restricted-imports` messages the workspace config gives `code` in `file`. */
async function restricted(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** A source file and a spec inside an entry's folder. */
const fileIn = (entry) => `projects/ngx-ag-ui/${entry.folder}/some-feature/some-file.ts`;
const specIn = (entry) => `projects/ngx-ag-ui/${entry.folder}/some-feature/some-file.spec.ts`;
const byName = (name) => entries.find((entry) => entry.name === name);

describe('entry import rules (projects/ngx-ag-ui/entries.json)', () => {
  describe.each(entries.map((entry) => [entry.name, entry]))('%s', (_name, entry) => {
    const allowed = new Set(entry.imports);
    const specAllowed = new Set([...entry.imports, ...entry.specImports]);

    it.each(entries.map(({ name }) => [name]))('built code importing %s', async (target) => {
      const messages = await restricted(`import { x } from '${target}';\n`, fileIn(entry));
      expect(messages.length > 0).toBe(!allowed.has(target));
    });

    it.each(entries.map(({ name }) => [name]))('a spec importing %s', async (target) => {
      const messages = await restricted(`import { x } from '${target}';\n`, specIn(entry));
      expect(messages.length > 0).toBe(!specAllowed.has(target));
    });

    it(`${entry.angular ? 'may' : 'may not'} import @angular/core`, async () => {
      const messages = await restricted("import { inject } from '@angular/core';\n", fileIn(entry));
      expect(messages.length > 0).toBe(!entry.angular);
    });
  });

  it.each([
    ['ngx-ag-ui/citations'],
    ['ngx-ag-ui/markdown'],
    ['ngx-ag-ui/formats'],
    ['ngx-ag-ui/testing'],
  ])('rejects %s importing the store', async (name) => {
    for (const store of ['injectAgent', 'AgentStore', 'injectThreads']) {
      const messages = await restricted(
        `import { ${store} } from 'ngx-ag-ui';\n`,
        fileIn(byName(name)),
      );
      expect(messages).toHaveLength(1);
    }
  });

  it('lets testing import the types of the primary entry a fake agent implements', async () => {
    const code = "import type { AgentSource } from 'ngx-ag-ui';\n";
    expect(await restricted(code, fileIn(byName('ngx-ag-ui/testing')))).toEqual([]);
  });

  it('lets tool-ui and chat inject the store', async () => {
    for (const name of ['ngx-ag-ui/tool-ui', 'ngx-ag-ui/chat']) {
      expect(
        await restricted("import { injectAgent } from 'ngx-ag-ui';\n", fileIn(byName(name))),
      ).toEqual([]);
    }
  });

  it('says why in the message', async () => {
    const [message] = await restricted(
      "import { x } from 'ngx-ag-ui/core';\n",
      fileIn(byName('ngx-ag-ui')),
    );
    expect(message).toContain('initial chunk');
  });

  it('leaves the demo free to import every entry point', async () => {
    const code = entries.map(({ name }, i) => `import { x${i} } from '${name}';\n`).join('');
    expect(await restricted(code, 'projects/demo/src/app/app.ts')).toEqual([]);
  });
});
