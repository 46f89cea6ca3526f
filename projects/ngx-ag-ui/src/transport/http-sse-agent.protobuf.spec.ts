/** @jest-environment node */
import { EventType, type BaseEvent } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';
import type { ServerResponse } from 'node:http';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  frames,
  openStream,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';

const PROTOBUF = 'application/vnd.ag-ui.event+proto';
/** The official encoder, as AG-UI servers frame protobuf (4-byte big-endian length + event). */
const encoder = new EventEncoder({ accept: PROTOBUF });
const binary = (events: readonly BaseEvent[]) =>
  Buffer.concat(events.map((event) => encoder.encodeBinary(event)));
/** A frame of an envelope arm no build of @ag-ui/proto knows (field 99, empty). */
const unknownArm = Buffer.from([0, 0, 0, 3, 0x9a, 0x06, 0x00]);

function openProto(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': PROTOBUF });
  res.flushHeaders();
}

describe('HttpSseAgent over HTTP + Protobuf', () => {
  let server: LocalAgentServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  async function serve(respond: Parameters<typeof startLocalAgentServer>[0]): Promise<string> {
    server = await startLocalAgentServer(respond);
    return server.url;
  }

  it('asks for protobuf beside SSE and reads frames split across chunks and sharing them', async () => {
    const body = binary(wholeRun);
    const url = await serve(async (res) => {
      openProto(res);
      // One byte at a time for the first frames, then the rest in one chunk.
      for (const byte of body.subarray(0, 30)) {
        res.write(Buffer.from([byte]));
        await new Promise((resolve) => setImmediate(resolve));
      }
      res.end(body.subarray(30));
    });

    const outcome = await collectRun(new HttpSseAgent({ url, protobuf: true }).run(runInput));

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    expect(server!.requests[0].headers['accept']).toBe(`${PROTOBUF}, text/event-stream`);
  });

  it('reads an SSE answer as always when protobuf was asked for', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames(wholeRun));
    });
    const outcome = await collectRun(new HttpSseAgent({ url, protobuf: true }).run(runInput));
    expect(outcome).toEqual({ events: wholeRun });
  });

  it('does not ask for protobuf unless told to, and refuses a protobuf answer then', async () => {
    const url = await serve((res) => {
      openProto(res);
      res.end(binary(wholeRun));
    });
    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));
    expect(server!.requests[0].headers['accept']).toBe('text/event-stream');
    expect(outcome.events).toEqual([]);
    expect(outcome.error).toMatchObject({ kind: 'invalid-response' });
  });

  it('fails as truncated when the body ends in the middle of a frame', async () => {
    const body = binary(wholeRun.slice(0, 3));
    const url = await serve((res) => {
      openProto(res);
      res.end(body.subarray(0, body.length - 2));
    });
    const outcome = await collectRun(new HttpSseAgent({ url, protobuf: true }).run(runInput));
    expect(outcome.events).toEqual(wholeRun.slice(0, 2));
    expect(outcome.error).toMatchObject({ kind: 'truncated' });
  });

  it('fails on a frame that does not decode, keeping the events before it', async () => {
    const url = await serve((res) => {
      openProto(res);
      res.end(Buffer.concat([binary(wholeRun.slice(0, 2)), Buffer.from([0, 0, 0, 0])]));
    });
    const outcome = await collectRun(new HttpSseAgent({ url, protobuf: true }).run(runInput));
    expect(outcome.events).toEqual(wholeRun.slice(0, 2));
    expect(outcome.error).toMatchObject({ kind: 'invalid-response' });
    expect(outcome.error?.message).toContain('does not decode');
  });

  it('fails at once on a frame that declares more than 10 MiB', async () => {
    const url = await serve((res) => {
      openProto(res);
      res.write(binary(wholeRun.slice(0, 1)));
      res.write(Buffer.from([0x7f, 0xff, 0xff, 0xff, 1, 2, 3]));
    });
    const outcome = await collectRun(new HttpSseAgent({ url, protobuf: true }).run(runInput));
    expect(outcome.events).toEqual(wholeRun.slice(0, 1));
    expect(outcome.error?.message).toContain('over the 10 MiB limit');
  });

  it('hands an event type the decoder does not know on as an unknown type, and goes on', async () => {
    const url = await serve((res) => {
      openProto(res);
      res.end(Buffer.concat([binary(wholeRun.slice(0, 2)), unknownArm, binary(wholeRun.slice(2))]));
    });
    const outcome = await collectRun(new HttpSseAgent({ url, protobuf: true }).run(runInput));
    expect(outcome.error).toBeUndefined();
    expect(outcome.events.map((event) => event.type)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      'UNKNOWN_PROTOBUF_EVENT',
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
  });
});
