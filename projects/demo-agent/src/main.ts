import { createDemoAgentServer } from './server';

const port = Number(process.env['AGUI_AGENT_PORT'] ?? 8787);
const host = '127.0.0.1';
const delayMs = process.env['AGUI_DEMO_DELAY_MS']
  ? Number(process.env['AGUI_DEMO_DELAY_MS'])
  : undefined;
const slowStartMs = process.env['AGUI_DEMO_SLOW_START_MS']
  ? Number(process.env['AGUI_DEMO_SLOW_START_MS'])
  : undefined;

createDemoAgentServer({ delayMs, slowStartMs }).listen(port, host, () => {
  console.log(`demo agent listening on http://${host}:${port}/agent`);
});
