import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from './version';

const packageRoot = join(__dirname, '..');
const read = (path: string) => readFileSync(path, 'utf8');

describe('the published package', () => {
  it('states in VERSION the version of its package.json', () => {
    const manifest = JSON.parse(read(join(packageRoot, 'package.json'))) as { version: string };
    expect(VERSION).toBe(manifest.version);
  });

  it('ships the repository LICENSE unchanged (ng-packagr copies assets only from the package)', () => {
    expect(read(join(packageRoot, 'LICENSE'))).toBe(read(join(packageRoot, '..', '..', 'LICENSE')));
  });
});
