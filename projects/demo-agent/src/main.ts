import { createDemoAgentServer } from './server';

const port = Number(process.env['AGUI_AGENT_PORT'] ?? 8787);
const host = '127.0.0.1';

createDemoAgentServer().listen(port, host, () => {
  console.log(`demo agent listening on http://${host}:${port}/agent`);
});
