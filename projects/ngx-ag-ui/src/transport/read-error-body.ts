/** How much of an error body is kept: enough for any real error page or JSON problem report. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** The start of an error body, and whether more was discarded. */
export interface ErrorBody {
  readonly text: string;
  /** Whether the body was longer than `MAX_ERROR_BODY_BYTES` and cut there. */
  readonly cut: boolean;
}

/**
 * Reads the first `MAX_ERROR_BODY_BYTES` of a non-2xx answer's body as UTF-8, then cancels the
 * stream: an error body is remote input of any size (an endless one would otherwise be buffered
 * until memory runs out). `onBytes` runs for every chunk, so silence timers see the bytes
 * arrive. A cut never splits a character. Rejects when the connection fails while reading.
 */
export async function readErrorBody(
  body: ReadableStream<Uint8Array> | null,
  onBytes: () => void,
): Promise<ErrorBody> {
  if (!body) return { text: '', cut: false };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let kept = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), cut: false };
    onBytes();
    const room = MAX_ERROR_BODY_BYTES - kept;
    if (value.length > room) {
      // Not flushing the decoder drops a character cut in half instead of writing U+FFFD.
      text += decoder.decode(value.subarray(0, room), { stream: true });
      // Cancelling closes the connection, so the server stops sending what we would discard.
      void reader.cancel().catch(() => undefined);
      return { text, cut: true };
    }
    kept += value.length;
    text += decoder.decode(value, { stream: true });
  }
}
