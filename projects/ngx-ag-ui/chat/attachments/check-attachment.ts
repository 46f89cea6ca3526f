import type { AttachmentProblem } from './chat-attachment';

/** The limits a file is checked against before anything reads it. */
export interface AttachmentLimits {
  /** Accepted types, as the `accept` attribute writes them (`'image/*,.pdf,text/markdown'`); `''` takes any. */
  readonly accept: string;
  /** Largest file in bytes. */
  readonly maxFileSize: number;
  /** Most files on one message. */
  readonly maxFiles: number;
}

/**
 * The problem with attaching `file` next to `attached` others, or `null` when it may be attached.
 * Only the name, type and size are read: a file over the limit is refused without reading it.
 */
export function checkAttachment(
  file: Pick<File, 'name' | 'type' | 'size'>,
  attached: number,
  limits: AttachmentLimits,
): AttachmentProblem | null {
  if (attached >= limits.maxFiles)
    return { code: 'too-many', name: file.name, maxFiles: limits.maxFiles };
  if (!isAccepted(file, limits.accept))
    return { code: 'wrong-type', name: file.name, mimeType: file.type, accept: limits.accept };
  if (file.size > limits.maxFileSize)
    return { code: 'too-large', name: file.name, size: file.size, maxFileSize: limits.maxFileSize };
  return null;
}

/** Whether `file` matches an `accept` list (`.ext`, `type/subtype`, `type/*`), as a file input checks it. */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
