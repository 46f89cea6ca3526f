import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let script: string | undefined;

/**
 * The MCP Apps SDK's `App` (the view side, `@modelcontextprotocol/ext-apps/app-with-deps`, the
 * build with its dependencies inside) as one classic script that sets `globalThis.McpApps`: an
 * app's HTML is one document in a sandboxed frame whose CSP allows no network, so the SDK is
 * written into it rather than loaded.
 */
export function appSdkScript(): string {
  if (script !== undefined) return script;
  const require = createRequire(__filename);
  const file = require.resolve('@modelcontextprotocol/ext-apps/app-with-deps');
  const module = readFileSync(file, 'utf8');
  const exportAt = module.lastIndexOf('export{');
  const names = module.slice(exportAt + 'export{'.length, module.indexOf('}', exportAt));
  const exported = Object.fromEntries(
    names.split(',').map((pair) => {
      const [local, name = local] = pair.trim().split(/\s+as\s+/);
      return [name, local];
    }),
  );
  const app = exported['App'];
  const transport = exported['PostMessageTransport'];
  if (!app || !transport) throw new Error('the MCP Apps SDK no longer exports App here');
  script = `${module.slice(0, exportAt)}\nglobalThis.McpApps={App:${app},PostMessageTransport:${transport}};`;
  // The script goes inside <script>: a `</script` in its text would end the element early.
  script = script.replace(/<\/script/gi, '<\\/script');
  return script;
}
