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
  const tempFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-'));
  // api-extractor writes every report it makes here before it compares it with `reportFolder`.
  const generatedFile = path.join(tempFolder, 'temp', path.basename(reportFile));
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
        reportFolder: path.join(tempFolder, 'out'),
        reportTempFolder: path.dirname(generatedFile),
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
  // Always written to a scratch folder and compared here: the report is normalised first (see
  // `normalise`), which api-extractor's own comparison could not do.
  Extractor.invoke(config, {
    localBuild: true,
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
  const generated = normalise(fs.readFileSync(generatedFile, 'utf8'));
  fs.rmSync(tempFolder, { recursive: true, force: true });
  const committed = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : undefined;
  const changed = generated !== committed;
  if (changed && !check) {
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, generated);
  }
  const compilerFailed = messages.some((m) => m.startsWith('TS'));
  return { succeeded: !compilerFailed && !(check && changed), changed, messages };
}

/**
 * What may differ between two builds of the same API, made the same:
 * - the line and column of warnings about types inside inline type literals
 *   (`types/x.d.ts:307:9 - (ae-forgotten-export) ...`), which change at every edit above them;
 * - the order of a union of string literals (`"type" | "message"`), which TypeScript prints in
 *   the order it first met each literal: a fresh build and an incremental one can disagree.
 */
function normalise(report) {
  return report
    .replace(/^(\/\/ [^\s:]+\.d\.ts):\d+:\d+ - /gm, '$1 - ')
    .replace(/"[^"\n]*"(?: \| "[^"\n]*")+/g, (union) =>
      union
        .match(/"[^"\n]*"/g)
        .sort()
        .join(' | '),
    );
}

/** The package.json api-extractor names the package by: the nearest one above `folder`. */
function nearestPackageJson(folder) {
  const file = path.join(folder, 'package.json');
  if (fs.existsSync(file)) return file;
  const parent = path.dirname(folder);
  return parent === folder ? undefined : nearestPackageJson(parent);
}

module.exports = { apiReport, normalise };
