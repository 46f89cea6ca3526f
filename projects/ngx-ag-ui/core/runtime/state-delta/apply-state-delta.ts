import type { Operation } from 'fast-json-patch';

import { applyOperation, JsonPatchError, unescapePathComponent, validator } from './json-patch';
import { isContainer, isRecord } from '../guards/guards';
import { describeThrown } from '../reducer/describe-thrown';
import { defaultObjectCopyMode, type ObjectCopyMode } from './object-copy-mode';
import { OwnedContainers } from './owned-containers';

/** Why a JSON Patch did not apply: the failing op, never the state. */
export interface StateDeltaError {
  /** Index of the failing op in the patch; -1 when the patch itself is not an array. */
  readonly opIndex: number;
  /** The failing op as received (the event's own object). */
  readonly op: unknown;
  /** fast-json-patch's reason, e.g. `Cannot perform the operation at a path that does not exist`. */
  readonly message: string;
  /**
   * fast-json-patch's error name, e.g. `OPERATION_PATH_UNRESOLVABLE`; `TypeError` for the
   * prototype ban; `OPERATION_MOVE_INTO_CHILD` or `OPERATION_VALUE_TOO_DEEP` for our own checks;
   * the thrown error's name when reading the patch or the state threw.
   */
  readonly code: string;
}

/** The outcome of `applyStateDelta`: the new state, or the unchanged input plus the reason. */
export type StateDeltaResult =
  | { readonly ok: true; readonly state: unknown }
  | { readonly ok: false; readonly state: unknown; readonly error: StateDeltaError };

/**
 * Applies an RFC 6902 JSON Patch the way the reference client does
 * (`fast-json-patch.applyPatch(state, delta, true, false)`: every op validated, `-` appends,
 * `__proto__` / `constructor/prototype` paths refused), without cloning the whole state: only the
 * containers along each op's path are copied, everything else is shared with the input.
 * Atomic and pure: on any failure the result carries the input `state` reference untouched; it
 * never throws, not even when reading the patch or the state throws (a getter, a Proxy trap).
 * Stricter than fast-json-patch in two ways: a move's or copy's `from` and a test's `path` must
 * resolve through own JSON members (not `/constructor`, not an array's `length`), and a value
 * nested deeper than 1,000 levels is refused (`OPERATION_VALUE_TOO_DEEP`).
 * Objects of 32 or more keys that it copies come back non-extensible: it remembers what it knows
 * of their keys so that the next patch need not list them again (states are immutable; add keys
 * with a patch). How a copy is made depends on the engine (README, Benchmarks); the result does not.
 *
 * @example
 * const result = applyStateDelta({ citations: {} }, [{ op: 'add', path: '/citations/m1', value: [] }]);
 * if (result.ok) render(result.state); else console.warn(result.error.message);
 */
export function applyStateDelta(state: unknown, delta: unknown): StateDeltaResult {
  return applyStateDeltaCopying(state, delta, DEFAULT_COPY_MODE);
}

const DEFAULT_COPY_MODE = /* @__PURE__ */ defaultObjectCopyMode();

/** `applyStateDelta` with the copy mode given, so that tests run both modes on any engine. */
export function applyStateDeltaCopying(
  state: unknown,
  delta: unknown,
  mode: ObjectCopyMode,
): StateDeltaResult {
  const owned = new OwnedContainers(mode);
  let document = state;
  let opIndex = -1;
  let op: unknown = delta;
  // fast-json-patch throws JsonPatchError / TypeError on an invalid or unappliable op, and the
  // patch and the state are objects we did not create, so any read of them may throw as well (a
  // getter, a Proxy trap). Every failure is reported as a value and the partly patched private
  // copy is discarded.
  try {
    if (!Array.isArray(delta)) {
      const message = 'Patch sequence must be an array';
      return {
        ok: false,
        state,
        error: { opIndex: -1, op: delta, message, code: 'SEQUENCE_NOT_AN_ARRAY' },
      };
    }
    for (opIndex = 0; opIndex < delta.length; opIndex++) {
      op = undefined;
      op = delta[opIndex];
      document = applyOp(document, op, opIndex, owned);
    }
  } catch (error) {
    return { ok: false, state, error: toStateDeltaError(error, opIndex, op) };
  }
  owned.commit();
  return { ok: true, state: document };
}

function applyOp(document: unknown, op: unknown, index: number, owned: OwnedContainers): unknown {
  if (isRecord(op)) {
    if (op['op'] === 'move' && movesIntoItself(op['from'], op['path'])) {
      throw patchError(MOVE_INTO_CHILD, 'OPERATION_MOVE_INTO_CHILD');
    }
    checkOwnReads(document, op);
  }
  // fast-json-patch writes into the op it applies (`_get`), so it gets a shallow copy.
  const working = isRecord(op) ? { ...op } : op;
  const target =
    isRecord(op) && MUTATING_OPS.has(op['op']) ? ownOpPaths(document, op, owned) : document;
  return applyOperation(target, working as Operation, validateOperation, true, true, index)
    .newDocument;
}

/** An error as fast-json-patch's are read (`name` is the code), without its dump of the op. */
function patchError(message: string, code: string): Error {
  const error = new Error(message);
  error.name = code;
  return error;
}

/**
 * RFC 6902 reads the value at a move's or copy's `from` and at a test's `path`. fast-json-patch
 * looks them up with `obj[key]`, which finds inherited members too: a move from `/constructor`
 * would put the global `Object` function into the state. A read must go through own JSON members
 * only (own keys of objects, indexes of arrays, never `length`), else the op fails. Values are
 * also bounded in depth (`MAX_VALUE_DEPTH`), see there.
 */
function checkOwnReads(document: unknown, op: Record<string, unknown>): void {
  const kind = op['op'];
  if (kind === 'move' || kind === 'copy') {
    const source = readOwnMember(document, op['from']);
    if (source === UNRESOLVED) throw patchError(FROM_UNRESOLVABLE, 'OPERATION_FROM_UNRESOLVABLE');
    // A copy clones its source, recursively; a move only relinks it.
    if (kind === 'copy' && isDeeperThan(source, MAX_VALUE_DEPTH)) throw tooDeepError();
  } else if (kind === 'test' && readOwnMember(document, op['path']) === UNRESOLVED) {
    throw patchError('Cannot perform operation at the desired path', 'OPERATION_PATH_UNRESOLVABLE');
  }
  if (
    (kind === 'add' || kind === 'replace' || kind === 'test') &&
    isDeeperThan(op['value'], MAX_VALUE_DEPTH)
  ) {
    throw tooDeepError();
  }
}

const FROM_UNRESOLVABLE = 'Cannot perform the operation from a path that does not exist';

/**
 * fast-json-patch walks an op's value recursively (to find `undefined`, to compare a test, to
 * clone a copy), so a hostile value nested deeply enough overflows the call stack. Values deeper
 * than this fail the op with a stated reason, the same on every engine, instead of whenever that
 * engine's stack runs out. JSON state is rarely a tenth as deep.
 */
const MAX_VALUE_DEPTH = 1000;

function tooDeepError(): Error {
  return patchError(
    `Cannot apply a value nested deeper than ${MAX_VALUE_DEPTH} levels`,
    'OPERATION_VALUE_TOO_DEEP',
  );
}

/** Whether `value` holds containers nested more than `limit` deep; walked with its own stack. */
function isDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const [node, depth] = entry;
    if (!isContainer(node)) continue;
    if (depth > limit) return true;
    for (const key of Object.keys(node))
      pending.push([(node as Record<string, unknown>)[key], depth + 1]);
  }
  return false;
}

const UNRESOLVED: unique symbol = Symbol('unresolved');

/**
 * The value `pointer` reads in `root` through own members only, or `UNRESOLVED`; `undefined` for
 * what is not a pointer at all, which fast-json-patch's validator then refuses with its own
 * reason. Keys resolve as fast-json-patch resolves them (`/01` is index 1).
 */
function readOwnMember(root: unknown, pointer: unknown): unknown {
  if (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))) return undefined;
  const tokens = pointer.split('/');
  let node = root;
  for (let t = 1; t < tokens.length; t++) {
    if (!isContainer(node)) return UNRESOLVED;
    const key = resolveKey(node, tokens[t]);
    if (key === undefined) return UNRESOLVED;
    const own = Array.isArray(node)
      ? /^\d+$/.test(key) && Number(key) < node.length
      : Object.prototype.hasOwnProperty.call(node, key);
    if (!own) return UNRESOLVED;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

// RFC 6902 §4.4: "from" MUST NOT be a proper prefix of "path". fast-json-patch does not check it
// and builds a cyclic document, after which the reference client fails hard on the next patch
// (its JSON clone, and its warning, cannot serialise the state). We refuse such a move instead.
const MOVE_INTO_CHILD = 'Cannot move a value into one of its own children (RFC 6902 §4.4)';

function movesIntoItself(from: unknown, path: unknown): boolean {
  if (typeof from !== 'string' || typeof path !== 'string') return false;
  return from === '' ? path !== '' : path.startsWith(`${from}/`);
}

const MUTATING_OPS = /* @__PURE__ */ new Set<unknown>(['add', 'remove', 'replace', 'move', 'copy']);

/**
 * Makes the containers along a mutating op's path(s) private to this patch, so that applying the
 * op in place can only write into copies, and tells `owned` how the op changes the keys of the
 * object it writes into.
 */
function ownOpPaths(
  document: unknown,
  op: Record<string, unknown>,
  owned: OwnedContainers,
): unknown {
  const target = ownPath(document, op['path'], owned);
  if (op['op'] === 'move') {
    const source = ownPath(target.root, op['from'], owned);
    const shifted = shiftedTarget(source.root, op['path'], source.parent);
    const alsoTarget = shifted === undefined ? undefined : ownPath(source.root, shifted, owned);
    owned.forget(target.parent);
    owned.forget(source.parent);
    owned.forget(alsoTarget?.parent);
    return alsoTarget?.root ?? source.root;
  }
  if (target.parent !== undefined && target.key !== undefined && !Array.isArray(target.parent)) {
    // A replace writes too: fast-json-patch lets it "replace" an inherited member (`toString`),
    // which makes that key own.
    if (op['op'] === 'remove') owned.noteRemove(target.parent, target.key);
    else owned.noteWrite(target.parent, target.key, op['op']);
  }
  return target.root;
}

/**
 * For a move out of `array`: the target pointer with its index into that array moved on by one,
 * when the target path runs through the array. The move removes its source before it adds, which
 * shifts the array's later elements down by one, so the target path may then run through the
 * element after the one owned for it; owning that one too keeps the write in a copy. Containers
 * are matched by identity, so `/01`, `/1` and the other spellings of an index all count.
 */
function shiftedTarget(root: unknown, pointer: unknown, array: unknown): string | undefined {
  if (!Array.isArray(array) || typeof pointer !== 'string' || !isContainer(root)) return undefined;
  const tokens = pointer.split('/');
  let node: Record<string, unknown> | unknown[] = root;
  for (let t = 1; t < tokens.length - 1; t++) {
    const key = resolveKey(node, tokens[t]);
    if (node === array) {
      if (key === undefined || !/^\d+$/.test(key)) return undefined;
      tokens[t] = String(Number(key) + 1);
      return tokens.join('/');
    }
    if (key === undefined || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    const child = (node as Record<string, unknown>)[key];
    if (!isContainer(child)) return undefined;
    node = child;
  }
  return undefined;
}

interface OwnedPath {
  readonly root: unknown;
  /** The (owned) container the pointer's last token lives in, when every step before it resolved. */
  readonly parent?: Record<string, unknown> | unknown[];
  /** The last token, unescaped. */
  readonly key?: string;
}

/**
 * Makes every container from the root down to the parent of `pointer` private to this patch
 * (copied once, then reused), resolving keys exactly as fast-json-patch does.
 */
function ownPath(root: unknown, pointer: unknown, owned: OwnedContainers): OwnedPath {
  if (typeof pointer !== 'string' || pointer === '' || !isContainer(root)) return { root };
  const ownedRoot = owned.own(root);
  const keys = pointer.split('/');
  let node: Record<string, unknown> | unknown[] = ownedRoot;
  for (let t = 1; t < keys.length - 1; t++) {
    const key = resolveKey(node, keys[t]);
    if (key === undefined || !Object.prototype.hasOwnProperty.call(node, key))
      return { root: ownedRoot };
    const child = (node as Record<string, unknown>)[key];
    if (!isContainer(child)) return { root: ownedRoot };
    const ownedChild = owned.own(child);
    (node as Record<string, unknown>)[key] = ownedChild;
    node = ownedChild;
  }
  return { root: ownedRoot, parent: node, key: unescapeToken(keys[keys.length - 1]) };
}

/** A pointer token unescaped, skipping the regexes when there is no `~` (as fast-json-patch does). */
function unescapeToken(token: string): string {
  return token.includes('~') ? unescapePathComponent(token) : token;
}

function resolveKey(node: Record<string, unknown> | unknown[], raw: string): string | undefined {
  const key = unescapeToken(raw);
  if (!Array.isArray(node)) return key;
  if (key === '-') return undefined;
  // fast-json-patch's own integer test (digits only, the empty string included) and `~~key`.
  return /^\d*$/.test(key) ? String(~~key) : key;
}

/**
 * fast-json-patch's `validator`, except that the "does `from` resolve" check of move/copy looks
 * the pointer up in place instead of deep-cloning the whole document for it, as `validate` does.
 */
function validateOperation(
  operation: Operation,
  index: number,
  document: unknown,
  existingPathFragment: string,
): void {
  const candidate = operation as { op?: unknown; path?: unknown; from?: unknown } | null;
  if (candidate?.op !== 'move' && candidate?.op !== 'copy') {
    validator(operation, index, document, existingPathFragment);
    return;
  }
  validator(operation, index);
  // The reference never checks `from` for a root-level move/copy (applyPatch validates those
  // without the document); mirror that so both accept and reject the same patches.
  if (!document || candidate.path === '') return;
  try {
    const lookup = { op: '_get', path: candidate.from, value: undefined };
    applyOperation(document, lookup as unknown as Operation, true, true, true, 0);
  } catch (error) {
    if (!(error instanceof JsonPatchError)) throw error;
    if (error.name === 'OPERATION_PATH_UNRESOLVABLE') {
      throw new JsonPatchError(
        'Cannot perform the operation from a path that does not exist',
        'OPERATION_FROM_UNRESOLVABLE',
        index,
        operation,
        // fast-json-patch pretty-prints the tree into the message; the state never goes there.
        undefined,
      );
    }
  }
}

function toStateDeltaError(error: unknown, opIndex: number, op: unknown): StateDeltaError {
  // fast-json-patch appends the op (and sometimes the tree) to its message, one line each.
  const { name, message } = describeThrown(error);
  return { opIndex, op, message: message.split('\n')[0], code: name };
}
