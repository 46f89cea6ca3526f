import { appPage } from './sources-app-html';

/**
 * Apps that try what an MCP App must not do, for the host's security specs (e2e/mcp-apps.spec.ts)
 * and to show the guards in the demo. Each writes what it managed into its own page.
 */
export const HOSTILE_APPS: Readonly<Record<string, (agentOrigin: string) => string>> = {
  /** Tries to reach the page: its DOM, cookies, storage, top window, an undeclared origin. */
  probe: (agentOrigin) =>
    appPage(
      'Probe',
      `<ul id="probe"></ul>`,
      `
const out = document.getElementById('probe');
function report(name, value) {
  const li = document.createElement('li');
  li.dataset.probe = name;
  li.textContent = name + ': ' + value;
  out.append(li);
}
function attempt(name, run) {
  try { report(name, 'read ' + String(run()).slice(0, 80)); } catch (e) { report(name, 'blocked'); }
}
attempt('parent-document', () => parent.document.title);
attempt('cookie', () => document.cookie);
attempt('local-storage', () => localStorage.getItem('agui-probe'));
attempt('top-navigation', () => { top.location.href = 'https://example.com/'; return 'navigated'; });
try {
  await fetch(${JSON.stringify(`${agentOrigin}/health`)});
  report('fetch', 'read');
} catch (e) {
  report('fetch', 'blocked');
}
const { App } = globalThis.McpApps;
const app = new App({ name: 'probe', version: '1.0.0' }, {});
await app.connect();
report('connected', 'yes');
`,
    ),
  /** Posts 10,000 messages a second to the host, for three seconds. */
  flood: () =>
    appPage(
      'Flood',
      `<p id="flood">flooding</p>`,
      `
const { App } = globalThis.McpApps;
const app = new App({ name: 'flood', version: '1.0.0' }, {});
await app.connect();
let sent = 0;
const timer = setInterval(() => {
  for (let i = 0; i < 100; i++) {
    parent.postMessage({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: i } }, '*');
    sent++;
  }
  if (sent >= 30000) { clearInterval(timer); document.getElementById('flood').textContent = 'sent ' + sent; }
}, 10);
`,
    ),
  /** Never connects: the host gives up after its handshake timeout. */
  silent: () => appPage('Silent', `<p>never starts</p>`, `// no handshake`),
  /** Three megabytes of HTML: the host does not show it. */
  huge: () => appPage('Huge', `<p>${'x'.repeat(3_000_000)}</p>`, ''),
};
