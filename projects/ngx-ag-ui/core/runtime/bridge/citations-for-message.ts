import type { MessageCitation } from '../citation-model/citation';
import { toAgUiCitations } from './to-ag-ui-citations';

/** The fields of a message the bridge reads and writes. */
export interface CitableMessage {
  readonly id: string;
  readonly metadata?: unknown;
  readonly citations?: readonly MessageCitation[];
}

/**
 * The citations a message should carry: its non-empty `state.citations[message.id]` entry, else
 * its `metadata.citations` (the AWS Strands convention), else none (`undefined`).
 */
export function citationsForMessage(
  message: CitableMessage,
  state: unknown,
): readonly MessageCitation[] | undefined {
  const fromState = toAgUiCitations(citationEntry(state, message.id));
  if (fromState.length > 0) return fromState;
  const metadata = message.metadata;
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const fromMetadata = toAgUiCitations(ownValue(metadata, 'citations'));
  return fromMetadata.length > 0 ? fromMetadata : undefined;
}

/** `state.citations[messageId]`, own properties only (ids such as `__proto__` are data). */
export function citationEntry(state: unknown, messageId: string): unknown {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return undefined;
  const citations = ownValue(state, 'citations');
  if (typeof citations !== 'object' || citations === null || Array.isArray(citations))
    return undefined;
  return ownValue(citations, messageId);
}

function ownValue(record: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}
