/*
 * The LangGraph producer: LangGraph.js's own API server (`@langchain/langgraph-api`, the server of
 * `langgraph dev`, with its in-memory storage in a temporary folder) runs `langgraph-graph.mjs`,
 * and `@ag-ui/langgraph`'s `LangGraphAgent` turns its runs into AG-UI events, served over HTTP +
 * SSE. Both servers listen on 127.0.0.1 only.
 */
import './offline.mjs';

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { LangGraphAgent } from '@ag-ui/langgraph';
import { startServer } from '@langchain/langgraph-api/server';

import { serveAgUi } from './serve-ag-ui.mjs';

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const here = dirname(fileURLToPath(import.meta.url));
const port = await freePort();
const cwd = mkdtempSync(join(tmpdir(), 'agui-langgraph-'));
// The server's in-memory storage is flushed into cwd now and then; nothing of it is kept.
process.on('exit', () => rmSync(cwd, { recursive: true, force: true }));
process.on('SIGTERM', () => process.exit(0));
await startServer({
  port,
  nWorkers: 1,
  host: '127.0.0.1',
  cwd,
  graphs: { interop: join(here, 'langgraph-graph.mjs:graph') },
});

await serveAgUi(
  () => new LangGraphAgent({ deploymentUrl: `http://127.0.0.1:${port}`, graphId: 'interop' }),
);
