import { isRecord } from '../../model/share-structure';

/**
 * A name for an input the agent left unlabelled, so no control is announced as nameless: the
 * last token of the path it is bound to, in words (`/task/isDone` → "Is done",
 * `/play_progress` → "Play progress"), else its component id the same way.
 */
export function fallbackName(binding: unknown, id: string): string {
  const path = isRecord(binding) && typeof binding['path'] === 'string' ? binding['path'] : '';
  const token = path.split('/').filter(Boolean).at(-1) ?? id;
  const words = token
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Value';
}
