import type { ContentPart } from '@ag-ui/core';

import type { AttachmentUploadContext } from './chat-attachment';

/**
 * The default upload: reads the file in the browser and carries its bytes inline, base64-encoded
 * (an AG-UI `data` source), as an `image`, `audio`, `video` or `document` part by its type, with
 * the file name in `metadata.filename`. Fits files of a few megabytes; beyond that, upload to
 * storage of your own and return a `url` or `file` source instead.
 */
export function toInlinePart(file: File, context: AttachmentUploadContext): Promise<ContentPart> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const abort = () => reader.abort();
    context.signal.addEventListener('abort', abort, { once: true });
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) context.progress(event.loaded / event.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.onabort = () => reject(new Error(`reading ${file.name} was aborted`));
    reader.onload = () => {
      context.signal.removeEventListener('abort', abort);
      const url = String(reader.result);
      const mimeType = toMimeType(file);
      resolve({
        type: toPartType(mimeType),
        id: context.id,
        // `data:<type>;base64,<bytes>`: the part carries the bytes and the type apart.
        source: { type: 'data', mimeType, value: url.slice(url.indexOf(',') + 1) },
        metadata: { filename: file.name, size: file.size },
      });
    };
    reader.readAsDataURL(file);
  });
}

/** The part type for a media type: images, audio and video by their own type, anything else a document. */
export function toPartType(mimeType: string): 'image' | 'audio' | 'video' | 'document' {
  const [kind] = mimeType.split('/');
  return kind === 'image' || kind === 'audio' || kind === 'video' ? kind : 'document';
}

/** Types some browsers leave blank (`''`), by file extension. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  md: 'text/markdown',
  markdown: 'text/markdown',
  txt: 'text/plain',
  pdf: 'application/pdf',
};

/** The file's media type, from its extension when the browser gives none. */
export function toMimeType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}
