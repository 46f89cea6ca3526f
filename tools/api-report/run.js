'use strict';
/**
 * `npm run api`: writes one API report per entry point into projects/ngx-ag-ui/api/.
 * `npm run api:check` (`--check`): fails when a built entry's public surface differs from its
 * committed report, so a change to the API lands together with its report.
 * Both read the built declarations: run `ng build ngx-ag-ui` first.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { entries, flatName, builtTypes, root } = require('../entries/entries');
const { apiReport } = require('./api-report');

const check = process.argv.includes('--check');
const reportsArg = process.argv.indexOf('--reports');
const reportFolder =
  reportsArg > 0
    ? path.resolve(process.argv[reportsArg + 1])
    : path.join(root, 'projects/ngx-ag-ui/api');

// Under a node_modules folder, so that TypeScript, and api-extractor with it, treat the other
// entries as the external packages they are to a user (their types stay out of this report).
const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'api-entries-'));
const typesLink = path.join(modules, 'node_modules/ngx-ag-ui-types');
fs.mkdirSync(path.dirname(typesLink));
fs.symlinkSync(path.join(root, 'dist/ngx-ag-ui/types'), typesLink);
const paths = Object.fromEntries(
  entries.map((e) => [e.name, [path.join(typesLink, path.basename(builtTypes(e)))]]),
);
let failed = 0;
for (const entry of entries) {
  const dtsFile = builtTypes(entry);
  if (!fs.existsSync(dtsFile)) {
    console.error(
      `api: ${path.relative(root, dtsFile)} is missing: run \`npx ng build ngx-ag-ui\` first.`,
    );
    process.exit(2);
  }
  const reportFile = path.join(reportFolder, `${flatName(entry.name)}.api.md`);
  const { succeeded, changed, messages } = apiReport({ dtsFile, reportFile, check, paths });
  const state = !changed ? 'unchanged' : check ? 'CHANGED (report not updated)' : 'updated';
  console.log(`${succeeded ? 'ok  ' : 'FAIL'} ${entry.name}: ${state}`);
  for (const message of messages) console.log(`     ${message}`);
  if (!succeeded) failed++;
}
fs.rmSync(modules, { recursive: true, force: true });
if (failed && check) {
  console.error(
    `api: the public API of ${failed} entr${failed === 1 ? 'y' : 'ies'} differs from projects/ngx-ag-ui/api/. ` +
      'If the change is meant, run `npm run api` and commit the updated reports with it.',
  );
}
process.exit(failed ? 1 : 0);
