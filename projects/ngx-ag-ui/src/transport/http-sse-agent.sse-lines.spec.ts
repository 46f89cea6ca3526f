/** @jest-environment node */
import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  frame,
  frames,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';

const [started, ...rest] = wholeRun;
const restOfRun = frames(rest);

describe('HttpSseAgent and the lines SSE says to ignore', () => {
  let server: LocalAgentServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function serve(body: string, contentType = 'text/event-stream'): Promise<string> {
    server = await startLocalAgentServer((res) => {
      res.writeHead(200, { 'Content-Type': contentType });
      res.end(body);
    });
    return server.url;
  }

  it.each([
    ['an unknown field', 'x-trace: 42\n'],
    ['an unknown field with no value', 'x-trace:\n'],
    ['a bare word (a field name with an empty value)', 'heartbeat\n\n'],
    ['a retry that is not digits', 'retry: soon\n'],
    ['a comment', ': keep-alive\n\n'],
  ])('ignores %s', async (_name, line) => {
    const url = await serve(frame(started) + line + restOfRun);

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
  });

  it('ignores unknown fields inside an event and keeps its data', async () => {
    const [first] = wholeRun;
    const url = await serve(
      `x-trace: 42\ndata: ${JSON.stringify(first)}\nretry: soon\n\n${restOfRun}`,
    );

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.events).toEqual(wholeRun);
  });

  it('still fails an event that grows past 10 MiB, saying so', async () => {
    const url = await serve(frame(started) + `data: "${'x'.repeat(10 * 1024 * 1024)}`);

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.events).toEqual([started]);
    expect(outcome.error).toMatchObject({
      kind: 'invalid-response',
      message: 'An SSE event exceeded 10 MiB.',
    });
    // 10 MiB through a real socket: well under a second alone, several on a loaded 2-core runner.
  }, 30_000);

  it('says what a 200 answer that is not an event stream was', async () => {
    const url = await serve(
      '<!doctype html>\n<title>Sign in</title>\n<p>Please sign in.</p>\n',
      'text/html; charset=utf-8',
    );

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error).toEqual({
      kind: 'invalid-response',
      message: 'The agent answered text/html, not text/event-stream, and no run started.',
    });
  });
});
