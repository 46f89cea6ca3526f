/**
 * Cuts an HTTP + Protobuf body into frames, as AG-UI's binary binding frames it: a 4-byte
 * unsigned big-endian length, then exactly that many bytes of one encoded event. Frames may be
 * split across network chunks or share one; bytes are copied once, into the frame they belong
 * to, so a large frame arriving in many chunks costs no more than its size.
 */
export class ProtoFrames {
  readonly #chunks: Uint8Array[] = [];
  #buffered = 0;
  /** The length of the frame being read, once its 4-byte header has arrived. */
  #frameLength: number | undefined;

  constructor(private readonly maxFrameBytes: number) {}

  /** Bytes received that do not make a whole frame yet (non-zero at the end: cut mid-frame). */
  get pending(): number {
    return this.#buffered;
  }

  /**
   * Adds a chunk and returns the frames it completed and, when a frame declared more than the
   * limit, that length (`oversized`): the frames before it are whole, nothing after it is read.
   */
  push(chunk: Uint8Array): { readonly frames: Uint8Array[]; readonly oversized?: number } {
    if (chunk.length > 0) {
      this.#chunks.push(chunk);
      this.#buffered += chunk.length;
    }
    const frames: Uint8Array[] = [];
    for (;;) {
      if (this.#frameLength === undefined) {
        if (this.#buffered < 4) break;
        const header = this.#take(4);
        this.#frameLength = new DataView(header.buffer, header.byteOffset, 4).getUint32(0);
        if (this.#frameLength > this.maxFrameBytes) return { frames, oversized: this.#frameLength };
      }
      if (this.#buffered < this.#frameLength) break;
      frames.push(this.#take(this.#frameLength));
      this.#frameLength = undefined;
    }
    return { frames };
  }

  /** Removes the first `count` buffered bytes (count <= buffered) and returns them. */
  #take(count: number): Uint8Array {
    const first = this.#chunks[0];
    if (first && first.length >= count) {
      // The common case, a frame inside one chunk: a view, no copy.
      const taken = first.subarray(0, count);
      if (first.length === count) this.#chunks.shift();
      else this.#chunks[0] = first.subarray(count);
      this.#buffered -= count;
      return taken;
    }
    const out = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const chunk = this.#chunks[0];
      const part = Math.min(chunk.length, count - filled);
      out.set(chunk.subarray(0, part), filled);
      filled += part;
      if (part === chunk.length) this.#chunks.shift();
      else this.#chunks[0] = chunk.subarray(part);
    }
    this.#buffered -= count;
    return out;
  }
}
