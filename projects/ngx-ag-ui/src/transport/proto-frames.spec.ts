import { ProtoFrames } from './proto-frames';

const frame = (...bytes: number[]) => new Uint8Array([0, 0, 0, bytes.length, ...bytes]);

describe('ProtoFrames', () => {
  it('cuts frames that share a chunk and frames split across chunks, header included', () => {
    const frames = new ProtoFrames(100);
    const body = new Uint8Array([...frame(1, 2), ...frame(3), ...frame(4, 5, 6)]);
    expect(frames.push(body.subarray(0, 2))).toEqual({ frames: [] });
    const second = frames.push(body.subarray(2, 9));
    expect(second.frames.map((f) => [...f])).toEqual([[1, 2]]);
    const rest = frames.push(body.subarray(9));
    expect(rest.frames.map((f) => [...f])).toEqual([[3], [4, 5, 6]]);
    expect(frames.pending).toBe(0);
  });

  it('keeps what is left of a cut frame as pending, and an empty frame is a frame', () => {
    const frames = new ProtoFrames(100);
    const read = frames.push(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 3, 9]));
    expect(read.frames.map((f) => f.length)).toEqual([0]);
    expect(frames.pending).toBe(1);
  });

  it('reports a frame that declares more than the limit before reading it', () => {
    const read = new ProtoFrames(10).push(new Uint8Array([...frame(7), 0, 0, 0, 11]));
    expect([read.frames.map((f) => [...f]), read.oversized]).toEqual([[[7]], 11]);
    expect(new ProtoFrames(10).push(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toEqual({
      frames: [],
      oversized: 4294967295,
    });
  });
});
