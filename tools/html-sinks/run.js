'use strict';
/*
 * Fails when a built FESM file of ngx-ag-ui (dist/ngx-ag-ui/fesm2022, after `ng build
 * ngx-ag-ui`) holds an HTML sink: `innerHTML`, `outerHTML`, `insertAdjacentHTML`, `srcdoc`,
 * `bypassSecurityTrust*`, `document.write`. Every file is read, the agent-made UI of
 * `ngx-ag-ui/a2ui` first of all, which must exist. Run by `npm test` after the library build.
 *
 * One sink is allowed, once: `ngx-ag-ui/mcp-apps` writes an MCP App's own HTML into the
 * `srcdoc` of a frame sandboxed without `allow-same-origin` (an opaque origin, with the CSP the
 * resource declared), never into the page.
 */
const fs = require('node:fs');
const path = require('node:path');
const { findHtmlSinks } = require('./html-sinks');

const dir = path.resolve(__dirname, '../../dist/ngx-ag-ui/fesm2022');
const required = ['ngx-ag-ui-a2ui.mjs', 'ngx-ag-ui-mcp-apps.mjs'];
/** Sinks a file may hold, with how many times: the sandboxed frame's document. */
const allowed = { 'ngx-ag-ui-mcp-apps.mjs': { srcdoc: 1 } };

if (!fs.existsSync(dir)) {
  console.error(`html sinks: ${dir} is missing; build the library first (npx ng build ngx-ag-ui).`);
  process.exit(1);
}
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.mjs'));
let failed = false;
for (const name of required.filter((name) => !files.includes(name))) {
  console.error(`html sinks: ${name} is missing from ${dir}.`);
  failed = true;
}
for (const name of files) {
  const found = findHtmlSinks(fs.readFileSync(path.join(dir, name), 'utf8'), name);
  const budget = { ...allowed[name] };
  const sinks = found.filter(({ sink }) => !(budget[sink]-- > 0));
  for (const { sink, line } of sinks) console.error(`html sinks: ${name}:${line}: ${sink}`);
  failed ||= sinks.length > 0;
}
if (failed) process.exit(1);
console.log(
  `html sinks: none in ${files.length} built files of ngx-ag-ui (${required.join(', ')} among them).`,
);
