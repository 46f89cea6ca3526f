import type { AgentStatus } from 'ngx-ag-ui/core/runtime';

import type { ThreadRecord } from './thread-record';
import type { ThreadStorageWarning } from './thread-storage-warning';

/** Upgrades a record written by an older version of the app (`ThreadStorageOptions.migrate`). */
export type ThreadRecordMigration = (record: ThreadRecord, fromVersion: number) => ThreadRecord;

/** A stored value read back: the record, or why it was skipped. */
export type ReadThreadRecord =
  | { readonly record: ThreadRecord; readonly warning?: undefined }
  | { readonly record?: undefined; readonly warning: ThreadStorageWarning };

const STATUSES: ReadonlySet<string> = new Set<AgentStatus>([
  'idle',
  'running',
  'success',
  'interrupted',
  'cancelled',
  'error',
]);

/**
 * Checks a stored value and brings it to `version`: an older record goes through `migrate`, a
 * newer one (or an older one without `migrate`) is skipped, and so is anything that is not a
 * thread record. Never throws: a bad record is a warning, so one corrupt entry cannot stop the
 * others from loading.
 */
export function readThreadRecord(
  value: unknown,
  version: number,
  migrate: ThreadRecordMigration | undefined,
): ReadThreadRecord {
  const record = toRecord(value);
  if (typeof record === 'string') return corrupt(value, record);
  if (record.version === version) return { record };
  const { threadId } = record;
  if (record.version > version || migrate === undefined) {
    return {
      warning: {
        kind: 'unsupported-version',
        threadId,
        message:
          `Thread "${threadId}" was saved as version ${record.version}, and this app reads ` +
          `version ${version}${record.version < version ? ' with no migrate hook' : ''}: skipped.`,
      },
    };
  }
  let migrated: unknown;
  try {
    // The hook is the app's code: a throw there must skip one record, not break the list.
    migrated = migrate(record, record.version);
  } catch (cause) {
    return { warning: migrationFailed(threadId, 'the migrate hook threw', cause) };
  }
  const checked = toRecord(migrated);
  if (typeof checked === 'string')
    return { warning: migrationFailed(threadId, `it returned a bad record (${checked})`) };
  if (checked.version !== version)
    return {
      warning: migrationFailed(threadId, `it returned version ${checked.version}, not ${version}`),
    };
  return { record: checked };
}

/** The value as a record (its optional fields filled in), or what is wrong with it. */
function toRecord(value: unknown): ThreadRecord | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const fields = value as Record<string, unknown>;
  const { version, threadId, title, updatedAt, messages, status } = fields;
  if (!Number.isInteger(version)) return '"version" is not an integer';
  if (typeof threadId !== 'string' || threadId === '') return '"threadId" is missing';
  if (typeof title !== 'string') return '"title" is not a string';
  if (typeof updatedAt !== 'number' || !Number.isFinite(updatedAt))
    return '"updatedAt" is not a time';
  if (!Array.isArray(messages) || !messages.every(isMessage))
    return '"messages" is not a list of messages';
  if (status !== undefined && (typeof status !== 'string' || !STATUSES.has(status)))
    return '"status" is unknown';
  return {
    version: version as number,
    threadId,
    title,
    updatedAt,
    messages,
    state: fields['state'] ?? {},
    status: (status as AgentStatus | undefined) ?? 'idle',
    error: isError(fields['error']) ? fields['error'] : null,
    interrupts: Array.isArray(fields['interrupts']) ? fields['interrupts'] : [],
  };
}

function isMessage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { id, role } = value as { id?: unknown; role?: unknown };
  return typeof id === 'string' && typeof role === 'string';
}

function isError(value: unknown): value is ThreadRecord['error'] & object {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message } = value as { kind?: unknown; message?: unknown };
  return typeof kind === 'string' && typeof message === 'string';
}

function corrupt(value: unknown, reason: string): ReadThreadRecord {
  const threadId = readThreadId(value);
  return {
    warning: {
      kind: 'corrupt-record',
      ...(threadId !== undefined ? { threadId } : {}),
      message: `A saved thread${threadId !== undefined ? ` ("${threadId}")` : ''} is not a thread record (${reason}): skipped.`,
    },
  };
}

function migrationFailed(threadId: string, reason: string, cause?: unknown): ThreadStorageWarning {
  return {
    kind: 'migration-failed',
    threadId,
    message: `Thread "${threadId}" could not be migrated (${reason}): skipped.`,
    ...(cause !== undefined ? { cause } : {}),
  };
}

function readThreadId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { threadId } = value as { threadId?: unknown };
  return typeof threadId === 'string' && threadId !== '' ? threadId : undefined;
}
