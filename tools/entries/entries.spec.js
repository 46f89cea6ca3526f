'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { entries, root, flatName, importsSentence } = require('./entries');

/**
 * Everything that lists the entry points and is not derived from projects/ngx-ag-ui/entries.json
 * is checked against it here: add an entry to the manifest, and this spec names every place
 * that still has to learn about it.
 */
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const names = entries.map(({ name }) => name);
const sorted = (list) => [...list].sort();

describe('the entry manifest', () => {
  it('names known entries only, and no entry imports itself', () => {
    for (const entry of entries) {
      for (const name of [...entry.imports, ...entry.specImports]) expect(names).toContain(name);
      expect(entry.imports).not.toContain(entry.name);
    }
  });

  it('has imports that go one way (no cycle)', () => {
    const imports = new Map(entries.map((entry) => [entry.name, entry.imports]));
    const visit = (name, seen) => {
      expect(seen).not.toContain(name);
      for (const next of imports.get(name)) visit(next, [...seen, name]);
    };
    for (const name of names) visit(name, []);
  });

  it('keeps entries that never import Angular on entries that never import Angular', () => {
    // testing is the exception the primary entry's types allow: `import type` is erased.
    for (const entry of entries.filter((e) => !e.angular && e.name !== 'ngx-ag-ui/testing')) {
      for (const name of entry.imports)
        expect(entries.find((e) => e.name === name).angular).toBe(false);
    }
  });
});

describe('what must agree with the entry manifest', () => {
  it('tsconfig.json maps each entry to its sources, and nothing else', () => {
    const { paths } = JSON.parse(read('tsconfig.json')).compilerOptions;
    expect(paths).toEqual(
      Object.fromEntries(
        entries.map(({ name, folder }) => [name, [`./projects/ngx-ag-ui/${folder}/public-api.ts`]]),
      ),
    );
  });

  it('ng-packagr builds exactly these entries, each from its public-api.ts', () => {
    const primary = JSON.parse(read('projects/ngx-ag-ui/ng-package.json'));
    expect(primary.lib.entryFile).toBe('src/public-api.ts');
    const found = [];
    const walk = (dir) => {
      for (const item of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (item.isDirectory()) walk(`${dir}/${item.name}`);
        else if (item.name === 'ng-package.json' && dir !== 'projects/ngx-ag-ui') found.push(dir);
      }
    };
    walk('projects/ngx-ag-ui');
    const secondary = entries.filter(({ name }) => name !== 'ngx-ag-ui');
    expect(sorted(found)).toEqual(
      sorted(secondary.map(({ folder }) => `projects/ngx-ag-ui/${folder}`)),
    );
    for (const { folder } of secondary) {
      expect(JSON.parse(read(`projects/ngx-ag-ui/${folder}/ng-package.json`)).lib.entryFile).toBe(
        'public-api.ts',
      );
    }
    for (const { folder } of entries) {
      expect(fs.existsSync(path.join(root, `projects/ngx-ag-ui/${folder}/public-api.ts`))).toBe(
        true,
      );
    }
  });

  it('every Jest project resolves each entry it maps to an existing source file', () => {
    for (const project of ['projects/ngx-ag-ui', 'projects/demo', 'projects/demo-agent']) {
      const config = require(path.join(root, project, 'jest.config.js'));
      const mapped = Object.entries(config.moduleNameMapper).filter(([key]) =>
        key.startsWith('^ngx-ag-ui'),
      );
      expect(mapped.length).toBeGreaterThan(0);
      for (const [key, target] of mapped) {
        expect(names).toContain(key.slice(1, -1));
        expect(fs.existsSync(target.replace('<rootDir>', path.join(root, project)))).toBe(true);
      }
    }
  });

  it('the consumer check loads every entry in plain Node, with Angular exactly where the manifest says', () => {
    const listed = [
      ...read('scripts/consumer-app/node-esm-check.mjs').matchAll(
        /\{ name: '([^']+)', angular: (true|false) \}/g,
      ),
    ].map(([, name, angular]) => [name, angular === 'true']);
    expect(sorted(listed.map(([name]) => name))).toEqual(sorted(names));
    for (const [name, angular] of listed) {
      expect([name, angular]).toEqual([name, entries.find((e) => e.name === name).angular]);
    }
  });

  it('the consumer app imports every entry point', () => {
    const imported = [
      ...read('scripts/consumer-app/src/main.ts').matchAll(
        /^import \* as \w+ from '(ngx-ag-ui[^']*)';$/gm,
      ),
    ];
    expect(sorted(imported.map(([, name]) => name))).toEqual(sorted(names));
  });

  it('there is one committed API report per entry point', () => {
    const reports = fs.readdirSync(path.join(root, 'projects/ngx-ag-ui/api'));
    expect(sorted(reports)).toEqual(sorted(names.map((name) => `${flatName(name)}.api.md`)));
  });

  it("docs/architecture.md's entry table and import rule say what the manifest says", () => {
    const doc = read('docs/architecture.md');
    const rows = [...doc.matchAll(/^\| `(ngx-ag-ui[^`]*)` \|.*\| (yes|no) \|$/gm)];
    expect(sorted(rows.map(([, name]) => name))).toEqual(sorted(names));
    for (const [, name, angular] of rows) {
      expect([name, angular === 'yes']).toEqual([
        name,
        entries.find((e) => e.name === name).angular,
      ]);
    }
    expect(doc.replace(/\s+/g, ' ')).toContain(`Imports go one way: ${importsSentence()}.`);
  });
});
