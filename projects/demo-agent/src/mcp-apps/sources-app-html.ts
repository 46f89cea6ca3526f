import { appSdkScript } from './app-sdk-script';

/**
 * The page of an MCP App: the SDK, then the app's own script, both as module scripts (they run
 * in order, after the document is parsed).
 */
export function appPage(title: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; padding: 8px; color: #1b1b1f; background: #fff; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { display: flex; gap: 8px; align-items: center; padding: 4px 0; border-bottom: 1px solid #ddd; }
  li span { flex: 1; }
  button { font: inherit; padding: 2px 8px; }
  #details { margin-top: 8px; white-space: pre-wrap; }
</style>
</head>
<body>
${body}
<script type="module">${appSdkScript()}</script>
<script type="module">${script}</script>
</body>
</html>`;
}

/**
 * The sources explorer (its heading an `<h4>`, under the `<h3>` of the answer it sits in, so that
 * the page's outline stays whole): the list of sources the tool found (its result), each with buttons to
 * read its details (a call of the app-only `source_details` tool, through the host and the
 * agent), to ask the agent about it (a message into the chat) and to open it (a link the host
 * offers to the person).
 */
export function sourcesAppHtml(): string {
  return appPage(
    'Sources explorer',
    `<h4 style="font-size:16px;margin:0 0 8px">Sources</h4>
<ul id="sources" aria-label="Sources"></ul>
<p id="details" role="status"></p>`,
    `
const { App } = globalThis.McpApps;
const app = new App({ name: 'sources-explorer', version: '1.0.0' }, {}, { autoResize: true });
const list = document.getElementById('sources');
const details = document.getElementById('details');
function button(label, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}
function show(sources) {
  list.replaceChildren(...sources.map((source) => {
    const li = document.createElement('li');
    const name = document.createElement('span');
    name.textContent = source.title;
    li.append(
      name,
      button('Details', async () => {
        details.textContent = 'Loading…';
        const result = await app.callServerTool({ name: 'source_details', arguments: { id: source.id } });
        details.textContent = result.isError
          ? 'Refused: ' + (result.content?.[0]?.text ?? '')
          : (result.content ?? []).map((part) => part.text ?? '').join('\\n');
      }),
      button('Ask', () => app.sendMessage({ role: 'user', content: [{ type: 'text', text: 'Tell me more about ' + source.title }] })),
      button('Open', () => app.openLink({ url: source.url })),
    );
    return li;
  }));
}
app.ontoolresult = (result) => show(result.structuredContent?.sources ?? []);
await app.connect();
`,
  );
}
