import type { Interrupt } from '@ag-ui/core';
import {
  bridgeCitationsState,
  isAgentErrorKind,
  readMessages,
  type AgentStatus,
} from 'ngx-ag-ui/core/runtime';

import { jsonDataProblem } from './json-data-problem';
import { readAnswerVersions, type AnswerVersionsReading } from './read-answer-versions';
import type { ThreadRecord, ThreadRecordError } from './thread-record';
import { THREAD_RECORD_FORMAT } from './thread-record-format';
import type { ThreadStorageWarning } from './thread-storage-warning';
import { readOpenRun } from './open-run';
import { revisionOf } from './thread-revision';

/** Upgrades a record written by an older version of the app (`ThreadStorageOptions.migrate`). */
export type ThreadRecordMigration = (record: ThreadRecord, fromVersion: number) => ThreadRecord;

/** A stored value read back: the record, or why it was skipped. */
export type ReadThreadRecord =
  | {
      readonly record: ThreadRecord;
      readonly warning?: undefined;
      /** Why the record's saved run was dropped (the rest of the record is kept). */
      readonly runProblem?: string;
      /** What of the record's answer versions was dropped (the rest of the record is kept). */
      readonly versionsProblem?: string;
    }
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
  const { threadId } = record;
  if ((record.format ?? 1) > THREAD_RECORD_FORMAT) return newerFormat(threadId, record.format);
  if (record.version === version) return withRun(withVersions(record, value), value);
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
  const current = withVersions(record, value);
  let migrated: unknown;
  try {
    // The hook is the app's code: a throw there must skip one record, not break the list.
    migrated = migrate(current.record, record.version);
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
  // A hook that builds a new record without `format` keeps the versions read before it ran.
  const versioned =
    checked.format === undefined
      ? { record: { ...checked, format: THREAD_RECORD_FORMAT, versions: current.record.versions } }
      : withVersions(checked, migrated);
  const read = withRun(versioned, migrated);
  const problem = current.versionsProblem;
  return read.record && problem !== undefined ? { ...read, versionsProblem: problem } : read;
}

/**
 * The record brought to the current format with its answer versions: a format 1 record (or one
 * a `migrate` hook returned without a format) has none; a damaged turn of versions is dropped.
 */
function withVersions(
  record: ThreadRecord,
  value: unknown,
): { readonly record: ThreadRecord; readonly versionsProblem?: string } {
  let read: AnswerVersionsReading;
  // As for the record itself: a storage of the app's own may hand back getters that throw.
  try {
    read = readAnswerVersions(
      (record.format ?? 1) < 2 ? undefined : (value as { versions?: unknown }).versions,
    );
  } catch {
    read = { versions: {}, problem: 'reading them threw' };
  }
  const migrated = { ...record, format: THREAD_RECORD_FORMAT, versions: read.versions };
  return read.problem !== undefined
    ? { record: migrated, versionsProblem: read.problem }
    : { record: migrated };
}

/** The record with its saved run, when the stored value has one that can be resumed. */
function withRun(
  read: { readonly record: ThreadRecord; readonly versionsProblem?: string },
  value: unknown,
): ReadThreadRecord {
  const { record } = read;
  let saved: unknown;
  try {
    saved = (value as { run?: unknown }).run;
  } catch {
    return { ...read, runProblem: 'it cannot be read' };
  }
  if (saved === undefined || record.status !== 'running') return read;
  const run = readOpenRun(saved, record.threadId);
  return typeof run === 'string'
    ? { ...read, runProblem: run }
    : { ...read, record: { ...record, run } };
}

/**
 * The value as a record (its optional fields filled in), or what is wrong with it. Checked in
 * depth, since every later run sends what it restores: JSON data only, nested at most
 * `MAX_RECORD_DEPTH` deep; every message as AG-UI defines its role (`readMessages`); citations
 * bridged again from the state and the messages' metadata, never taken from the record.
 */
function toRecord(value: unknown): ThreadRecord | string {
  // A storage of the app's own may hand back getters or a Proxy whose traps throw.
  try {
    return checkRecord(value);
  } catch {
    return 'unreadable: reading it threw';
  }
}

function checkRecord(value: unknown): ThreadRecord | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const fields = value as Record<string, unknown>;
  const { version, format, threadId, title, updatedAt, status } = fields;
  if (!Number.isInteger(version)) return '"version" is not an integer';
  if (format !== undefined && (!Number.isInteger(format) || (format as number) < 1))
    return '"format" is not a record format';
  if (typeof threadId !== 'string' || threadId === '') return '"threadId" is missing';
  if (typeof title !== 'string') return '"title" is not a string';
  if (typeof updatedAt !== 'number' || !Number.isFinite(updatedAt))
    return '"updatedAt" is not a time';
  if (status !== undefined && (typeof status !== 'string' || !STATUSES.has(status)))
    return '"status" is unknown';
  for (const field of ['messages', 'state', 'interrupts'] as const) {
    const problem = jsonDataProblem(fields[field]);
    if (problem !== undefined) return `"${field}" ${problem}`;
  }
  if (!Array.isArray(fields['messages'])) return '"messages" is not a list of messages';
  const read = readMessages(fields['messages']);
  if (read.problem !== undefined) return `"messages" is not a list of messages: ${read.problem}`;
  const interrupts = fields['interrupts'] ?? [];
  if (!Array.isArray(interrupts) || !interrupts.every(isInterrupt))
    return '"interrupts" is not a list of interrupts';
  const state = fields['state'] ?? {};
  return {
    version: version as number,
    ...(format !== undefined ? { format: format as number } : {}),
    threadId,
    title,
    updatedAt,
    revision: revisionOf(fields),
    messages: bridgeCitationsState({ state }, read.messages),
    state,
    status: (status as AgentStatus | undefined) ?? 'idle',
    error: toRecordError(fields['error']),
    interrupts,
  };
}

/** An AG-UI `Interrupt`: `id` and `reason`, its optional fields of their types. */
function isInterrupt(value: unknown): value is Interrupt {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const interrupt = value as Record<string, unknown>;
  return (
    typeof interrupt['id'] === 'string' &&
    typeof interrupt['reason'] === 'string' &&
    ['message', 'toolCallId', 'expiresAt', 'subagentRunId'].every(
      (key) => interrupt[key] === undefined || typeof interrupt[key] === 'string',
    ) &&
    ['responseSchema', 'metadata'].every(
      (key) => interrupt[key] === undefined || isObject(interrupt[key]),
    )
  );
}

/** The displayable fields of a saved error, or `null` for one that is not an `AgentError`. */
function toRecordError(value: unknown): ThreadRecordError | null {
  if (!isObject(value)) return null;
  const { kind, message, code, status } = value as Record<string, unknown>;
  if (!isAgentErrorKind(kind) || typeof message !== 'string') return null;
  return {
    kind,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof status === 'number' && Number.isInteger(status) ? { status } : {}),
  };
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

function newerFormat(threadId: string, format: number | undefined): ReadThreadRecord {
  return {
    warning: {
      kind: 'unsupported-version',
      threadId,
      message:
        `Thread "${threadId}" was saved in record format ${format}, and this library reads ` +
        `format ${THREAD_RECORD_FORMAT}: skipped.`,
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
  let threadId: unknown;
  // The record was just found unreadable: reading its id may throw as well.
  try {
    threadId = (value as { threadId?: unknown }).threadId;
  } catch {
    return undefined;
  }
  return typeof threadId === 'string' && threadId !== '' ? threadId : undefined;
}
