/** @jest-environment node */
import type { RunAgentInput } from '@ag-ui/core';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  runInput,
  startLocalAgentServer,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';

/** An object nested `depth` levels deep, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node = root;
  for (let level = 1; level < depth; level++) {
    const child: Record<string, unknown> = {};
    node['a'] = child;
    node = child;
  }
  return root;
}

const cyclic: Record<string, unknown> = {};
cyclic['self'] = cyclic;

describe('toRequestBody', () => {
  let server: LocalAgentServer;

  beforeEach(async () => {
    server = await startLocalAgentServer((res) => void res.end());
  });

  afterEach(() => server.close());

  it.each([
    ['nested too deep for the stack', nested(200_000), 'Maximum call stack size exceeded'],
    ['cyclic', cyclic, 'Converting circular structure to JSON'],
    ['holding a BigInt', { count: 10n }, 'Do not know how to serialize a BigInt'],
  ])(
    'fails a run whose state is %s as invalid-request, sending nothing',
    async (_name, state, reason) => {
      const input: RunAgentInput = { ...runInput, state };

      const outcome = await collectRun(new HttpSseAgent({ url: server.url }).run(input));

      expect(outcome.events).toEqual([]);
      expect(outcome.error).toMatchObject({
        kind: 'invalid-request',
        message: `The run input (state, messages or tools) cannot be serialised as JSON: ${reason}.`,
      });
      expect(server.requests).toEqual([]);
    },
  );
});
