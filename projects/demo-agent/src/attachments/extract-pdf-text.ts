import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Milliseconds a PDF may take to parse before it counts as unreadable. */
export const PDF_PARSE_TIMEOUT_MS = 10_000;

/**
 * The text of a PDF, pages joined by a blank line, or `null` when it cannot be parsed in time.
 *
 * The parser is `unpdf`: Mozilla's PDF.js (the parser browsers use) in a build without a worker or
 * a canvas, so it runs in plain Node with no native code and no other dependency. It runs in a
 * worker thread of its own, ended after `PDF_PARSE_TIMEOUT_MS`: a hostile PDF cannot hold up the
 * server's other streams, and the ES module PDF.js is loaded the same way under tsx and Jest.
 */
export function extractPdfText(bytes: Uint8Array): Promise<string | null> {
  return new Promise((resolve) => {
    const worker = new Worker(join(__dirname, 'pdf-text-worker.mjs'), {
      workerData: bytes,
      // Bounded memory too: a PDF that inflates to gigabytes ends the worker, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const done = (text: string | null) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(text);
    };
    const timer = setTimeout(() => done(null), PDF_PARSE_TIMEOUT_MS);
    worker.once('message', (text: unknown) => done(typeof text === 'string' ? text : null));
    worker.once('error', () => done(null));
    worker.once('exit', () => done(null));
  });
}
