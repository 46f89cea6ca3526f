'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');

/**
 * Writes or checks the API report of one entry point with api-extractor.
 *
 * api-extractor reads declaration files, so it runs on what ng-packagr built
 * (dist/ngx-ag-ui/types/*.d.ts), the surface users get. Other entries' imports stay imports in
 * the report; `paths` only lets the compiler resolve them.
 *
 * @param {object} options
 * @param {string} options.dtsFile the entry's built declaration file
 * @param {string} options.reportFile the committed report (`<folder>/<name>.api.md`)
 * @param {boolean} options.check compare only (CI): a changed surface fails and nothing is written
 * @param {Record<string, string[]>} [options.paths] where the compiler finds other entries' types
 * @returns {{ succeeded: boolean, changed: boolean, messages: string[] }}
 */
function apiReport({ dtsFile, reportFile, check, paths = {} }) {
  const reportFolder = path.dirname(reportFile);
  const tempFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-'));
  const messages = [];
  const config = ExtractorConfig.prepare({
    configObjectFullPath: undefined,
    packageJsonFullPath: nearestPackageJson(path.dirname(dtsFile)),
    configObject: {
      projectFolder: path.dirname(dtsFile),
      mainEntryPointFilePath: dtsFile,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            strict: true,
            skipLibCheck: true,
            target: 'ES2022',
            module: 'preserve',
            moduleResolution: 'bundler',
            lib: ['ES2022', 'DOM'],
            types: [],
            preserveSymlinks: true,
            paths,
          },
          files: [dtsFile],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: path.basename(reportFile),
        reportFolder,
        reportTempFolder: tempFolder,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          // Kept in the report, where a reviewer sees them next to the change that caused them.
          default: { logLevel: 'none', addToApiReportFile: true },
          // The library has one release level: everything exported is public.
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          'ae-internal-missing-underscore': { logLevel: 'none', addToApiReportFile: false },
          // Template-only members carry no doc comment by design; the report marks them anyway,
          // and a list with line numbers would change with every unrelated edit.
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
  if (!check) fs.mkdirSync(reportFolder, { recursive: true });
  const result = Extractor.invoke(config, {
    localBuild: !check,
    messageCallback: (message) => {
      const logged = message.logLevel === 'error' || message.logLevel === 'warning';
      // `console-*` messages tell where the report went; the summary line says that.
      if (logged && !String(message.messageId).startsWith('console-')) {
        messages.push(`${message.messageId}: ${message.text}`);
      }
      // Our summary says what happened; api-extractor's own lines would repeat it per entry.
      message.handled = true;
    },
  });
  fs.rmSync(tempFolder, { recursive: true, force: true });
  const changed = result.apiReportChanged;
  const compilerFailed = messages.some((m) => m.startsWith('TS'));
  return { succeeded: !compilerFailed && !(check && changed), changed, messages };
}

/** The package.json api-extractor names the package by: the nearest one above `folder`. */
function nearestPackageJson(folder) {
  const file = path.join(folder, 'package.json');
  if (fs.existsSync(file)) return file;
  const parent = path.dirname(folder);
  return parent === folder ? undefined : nearestPackageJson(parent);
}

module.exports = { apiReport };
