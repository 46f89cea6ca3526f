// Plain Node, ES modules, no bundler: the installed package must load the way a server, a
// script or an SSR process loads it. Imports every entry point, folds events with the reducer
// (a JSON Patch included, so fast-json-patch runs), runs two citation adapters and the lazy zod
// validator, and asserts the results. Any failure exits non-zero.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

// Partially compiled Angular code (every Angular library, @angular/common included) declares its
// classes through the JIT compiler when it is loaded unless a bundler's linker has processed it;
// in plain Node the app loads `@angular/compiler` first, as Angular's own error message says.
const ENTRY_POINTS = [
  { name: 'ngx-ag-ui/core', angular: false },
  { name: 'ngx-ag-ui/core/runtime', angular: false },
  { name: 'ngx-ag-ui/formats', angular: false },
  { name: 'ngx-ag-ui/testing', angular: false },
  { name: 'ngx-ag-ui', angular: true },
  { name: 'ngx-ag-ui/citations', angular: true },
  { name: 'ngx-ag-ui/markdown', angular: true },
  { name: 'ngx-ag-ui/capabilities', angular: true },
  { name: 'ngx-ag-ui/chat', angular: true },
  { name: 'ngx-ag-ui/tool-ui', angular: true },
  { name: 'ngx-ag-ui/a2ui', angular: true },
  { name: 'ngx-ag-ui/mcp-apps', angular: true },
  { name: 'ngx-ag-ui/devtools', angular: true },
];

// Each entry point first loads alone in a fresh process, so that one failure cannot hide
// behind another (Node caches a failed link) and core, core/runtime, formats and testing are
// seen to need no Angular.
let failed = false;
for (const { name, angular } of ENTRY_POINTS) {
  const source = `${angular ? "await import('@angular/compiler');" : ''}
    const entry = await import(${JSON.stringify(name)});
    console.log(Object.keys(entry).length);`;
  try {
    const count = execFileSync(process.execPath, ['--input-type=module', '-e', source], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    console.log(
      `node-esm: loads ${name} (${count} exports${angular ? ', @angular/compiler loaded first' : ', without @angular/compiler'})`,
    );
  } catch (error) {
    failed = true;
    const detail =
      String(error.stderr ?? error)
        .split('\n')
        .find((line) => /^[A-Za-z]*Error: /.test(line)) ?? error.message;
    console.error(`node-esm: FAILED to load ${name}: ${detail}`);
  }
}
if (failed) process.exit(1);

const loaded = {};
for (const { name, angular } of ENTRY_POINTS) {
  if (angular) await import('@angular/compiler');
  loaded[name] = await import(name);
}

const core = loaded['ngx-ag-ui/core'];
const formats = loaded['ngx-ag-ui/formats'];
const testing = loaded['ngx-ag-ui/testing'];
const citations = loaded['ngx-ag-ui/citations'];
const primary = loaded['ngx-ag-ui'];
const { from, lastValueFrom } = await import('rxjs');

const events = [
  testing.runStarted('t1', 'r1'),
  ...testing.textMessage('m1', ['Hel', 'lo']),
  testing.stateSnapshot({ citations: {} }),
  testing.stateDelta([{ op: 'add', path: '/citations/m1', value: [] }]),
  testing.runFinished('t1', 'r1'),
];

const checks = [
  [
    'ngx-ag-ui/core re-exports ngx-ag-ui/core/runtime (one copy of the reducer, not two)',
    () => {
      const runtime = loaded['ngx-ag-ui/core/runtime'];
      assert.equal(core.applyAgentEvent, runtime.applyAgentEvent);
      assert.equal(core.bridgeCitationsState, runtime.bridgeCitationsState);
      assert.ok(!('resolveCitedText' in runtime), 'the citation builder stays out of runtime');
    },
  ],
  [
    'applyAgentEvent folds a run with text and a JSON Patch state delta',
    () => {
      let thread = core.createAgentThread();
      for (const event of events) thread = core.applyAgentEvent(thread, event);
      assert.equal(thread.status, 'success');
      assert.equal(thread.error, null);
      assert.deepEqual(
        thread.messages.map((message) => [message.id, message.role, message.content]),
        [['m1', 'assistant', 'Hello']],
      );
      assert.deepEqual(thread.state, { citations: { m1: [] } });
    },
  ],
  [
    'reduceAgentEvents gives the same thread through RxJS',
    async () => {
      let expected = core.createAgentThread({ threadId: 't1' });
      for (const event of events) expected = core.applyAgentEvent(expected, event);
      const last = await lastValueFrom(
        from(events).pipe(core.reduceAgentEvents({ threadId: 't1' })),
      );
      assert.deepEqual(last, expected);
    },
  ],
  [
    'a failing JSON Patch becomes an error value, not a throw',
    () => {
      const result = core.applyStateDelta({ a: 1 }, [{ op: 'remove', path: '/missing' }]);
      assert.equal(result.ok, false);
      assert.equal(result.error.opIndex, 0);
    },
  ],
  [
    'loadZodEventValidator loads @ag-ui/core/schemas and zod',
    async () => {
      const validateEvent = await core.loadZodEventValidator();
      assert.equal(validateEvent(testing.runStarted('t1', 'r1')), undefined);
      assert.equal(typeof validateEvent({ type: 'RUN_STARTED', threadId: 1 }), 'string');
    },
  ],
  [
    'fromAnthropicMessage and fromOpenAIResponse number their citations',
    () => {
      for (const cited of [
        formats.fromAnthropicMessage(testing.anthropicSample),
        formats.fromOpenAIResponse(testing.openAIResponseSample),
      ]) {
        assert.ok(cited.text.length > 0);
        assert.ok(cited.citations.length > 0);
        assert.deepEqual(
          cited.citations.map((citation) => citation.index),
          cited.citations.map((_, i) => i + 1),
        );
      }
    },
  ],
  [
    'citations places markers with its pure helper; the Angular entries export their API',
    () => {
      const pieces = citations.toCitedTextPieces(
        formats.fromAnthropicMessage(testing.anthropicSample),
      );
      assert.ok(pieces.some((piece) => piece.kind === 'marker'));
      assert.equal(typeof citations.CitedTextView, 'function');
      assert.equal(typeof primary.provideAgUi, 'function');
      assert.match(primary.VERSION, /^\d+\.\d+\.\d+/);
    },
  ],
];

for (const [name, check] of checks) {
  try {
    await check();
    console.log(`node-esm: ok - ${name}`);
  } catch (error) {
    failed = true;
    console.error(`node-esm: FAILED - ${name}\n${error instanceof Error ? error.stack : error}`);
  }
}
if (failed) process.exit(1);
console.log(
  `node-esm: passed (${ENTRY_POINTS.length} entry points, ${checks.length} checks, Node ${process.version})`,
);
