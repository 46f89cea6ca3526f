'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { apiReport, normalise } = require('./api-report');

/** A one-file package with a report, as `npm run api` leaves an entry point. */
function fixturePackage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-spec-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture' }));
  const dtsFile = path.join(dir, 'types/fixture.d.ts');
  fs.mkdirSync(path.dirname(dtsFile));
  fs.writeFileSync(
    dtsFile,
    '/** Adds one. */\nexport declare function increment(n: number): number;\n',
  );
  const reportFile = path.join(dir, 'api/fixture.api.md');
  return { dir, dtsFile, reportFile };
}

describe('apiReport', () => {
  let fixture;
  beforeAll(() => {
    fixture = fixturePackage();
    const written = apiReport({
      dtsFile: fixture.dtsFile,
      reportFile: fixture.reportFile,
      check: false,
    });
    expect(written.succeeded).toBe(true);
  });
  afterAll(() => fs.rmSync(fixture.dir, { recursive: true, force: true }));

  it('writes a report that names every export', () => {
    expect(fs.readFileSync(fixture.reportFile, 'utf8')).toContain(
      'export function increment(n: number): number;',
    );
  });

  it('passes the check while the surface matches the committed report', () => {
    const checked = apiReport({
      dtsFile: fixture.dtsFile,
      reportFile: fixture.reportFile,
      check: true,
    });
    expect(checked).toEqual(expect.objectContaining({ succeeded: true, changed: false }));
  });

  it('fails the check, and leaves the report alone, when an export is added', () => {
    const before = fs.readFileSync(fixture.reportFile, 'utf8');
    fs.appendFileSync(
      fixture.dtsFile,
      '/** Subtracts one. */\nexport declare function decrement(n: number): number;\n',
    );
    const checked = apiReport({
      dtsFile: fixture.dtsFile,
      reportFile: fixture.reportFile,
      check: true,
    });
    expect(checked).toEqual(expect.objectContaining({ succeeded: false, changed: true }));
    expect(fs.readFileSync(fixture.reportFile, 'utf8')).toBe(before);
  });

  it('fails the check when the committed report was edited by hand', () => {
    fs.writeFileSync(
      fixture.reportFile,
      fs.readFileSync(fixture.reportFile, 'utf8').replace('increment', 'incr'),
    );
    const checked = apiReport({
      dtsFile: fixture.dtsFile,
      reportFile: fixture.reportFile,
      check: true,
    });
    expect(checked.succeeded).toBe(false);
  });
});

describe('normalise', () => {
  it('orders the members of a union of string literals, whatever order TypeScript met them in', () => {
    const fresh = 'extra?: Partial<Omit<E, "type" | "subagentRunId" | "message">>';
    const incremental = 'extra?: Partial<Omit<E, "type" | "message" | "subagentRunId">>';
    expect(normalise(fresh)).toBe(normalise(incremental));
    expect(normalise(fresh)).toBe('extra?: Partial<Omit<E, "message" | "subagentRunId" | "type">>');
  });

  it('leaves a single literal, other unions and warning locations alone but for the line', () => {
    expect(normalise('a: "x"; b: string | number; c: "q" | Foo')).toBe(
      'a: "x"; b: string | number; c: "q" | Foo',
    );
    expect(normalise('// types/x.d.ts:307:9 - (ae-forgotten-export) X')).toBe(
      '// types/x.d.ts - (ae-forgotten-export) X',
    );
  });
});
