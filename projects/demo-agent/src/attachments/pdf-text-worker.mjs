// Runs in a worker thread (see extract-pdf-text.ts): parses the PDF it is given and posts back its
// text, pages joined by a blank line, or `null` when PDF.js cannot parse it.
import { parentPort, workerData } from 'node:worker_threads';

import { extractText, getDocumentProxy } from 'unpdf';

try {
  const pdf = await getDocumentProxy(new Uint8Array(workerData), { verbosity: 0 });
  const { text } = await extractText(pdf, { mergePages: false });
  parentPort?.postMessage(text.join('\n\n'));
} catch {
  // PDF.js throws on anything it cannot parse (InvalidPDFException and friends).
  parentPort?.postMessage(null);
}
