/*
 * One run of `@ag-ui/client`'s `HttpAgent` in a process of its own, for the scenario where it
 * leaves a promise rejection unhandled (a dropped connection): Jest would fail the spec that
 * caught it, so the spec runs this and reads what happened as JSON on stdout.
 * Usage: node reference-run.mjs <url> <threadId> <user message>
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { HttpAgent } from '@ag-ui/client';

const [url, threadId, content] = process.argv.slice(2);
const unhandled = [];
process.on('unhandledRejection', (reason) =>
  unhandled.push(reason instanceof Error ? reason.message : String(reason)),
);
// The reference client logs the failure itself; stdout carries only the result.
console.error = () => undefined;

const agent = new HttpAgent({ url, threadId });
agent.addMessage({ id: 'u1', role: 'user', content });
let error;
try {
  await agent.runAgent();
} catch (reason) {
  error = reason instanceof Error ? reason.message : String(reason);
}
// Rejections are reported after the turn that made them.
await sleep(50);
process.stdout.write(JSON.stringify({ messages: agent.messages, error, unhandled }));
