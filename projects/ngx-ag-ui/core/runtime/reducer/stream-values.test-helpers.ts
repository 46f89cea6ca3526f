import type { JsonPatchOperation, Message } from '@ag-ui/core';
import fc from 'fast-check';

/* The ids, values and patch ops the stream generator (stream-script.test-helpers.ts) draws from. */

export const MESSAGE_IDS = ['m1', 'm2', 'm3', 'a1', 'r1'];
export const TAGS = ['sa1', 'sa2', 'sa3'];

export const TOOL_IDS = ['c1', 'c2', 'c3'];
export const PATHS = [
  '',
  '/a',
  '/a/b',
  '/list',
  '/list/0',
  '/list/-',
  '/citations',
  '/citations/m1',
  '/citations/m1/-',
  '/citations/m2',
  '/x~1y',
];

const jsonLeaf = fc.oneof(
  fc.constantFrom(null, true, 0, 1, 'x', 'https://example.com/a', ''),
  fc.integer({ min: -5, max: 5 }),
);
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(
    fc.constantFrom('a', 'b', 'list', 'citations', 'm1', 'url', 'title'),
    tie('value'),
    { maxKeys: 3 },
  ),
})).value;

export function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length];
}

export function metadataOf(n: number): { metadata?: Record<string, unknown> } {
  return n % 5 === 0
    ? { metadata: { k: n % 3, citations: n % 2 === 0 ? ['https://meta.example'] : undefined } }
    : {};
}

/**
 * A state of `0`, `''` or `false` makes the reference skip every op but `test` (a documented
 * deviation: we fail a `move`/`copy` from a missing path there), so no root value is one.
 */
export function rootValue(value: unknown): unknown {
  return value === 0 || value === '' || value === false ? 1 : value;
}

export function op(
  kind: number,
  path: string,
  generatedFrom: string,
  generatedValue: unknown,
): JsonPatchOperation {
  const value = path === '' ? rootValue(generatedValue) : generatedValue;
  // A root-level move or copy from a pointer that does not resolve leaves the reference with no
  // state at all, where we refuse the op (a documented deviation): the root is only moved or
  // copied onto itself.
  const from = path === '' ? '' : generatedFrom;
  switch (kind % 6) {
    case 0:
      return { op: 'add', path, value };
    case 1:
      return { op: 'remove', path };
    case 2:
      return { op: 'replace', path, value };
    case 3:
      // A root move into a child makes the reference build a cyclic state (a documented deviation).
      return { op: 'move', from: from === '' && path !== '' ? '/a' : from, path };
    case 4:
      return { op: 'copy', from, path };
    default:
      return { op: 'test', path, value };
  }
}

export function messageOf(id: string, n: number, attribution = false): Message {
  const message = untaggedMessageOf(id, n);
  return attribution && n % 3 === 0 ? { ...message, subagentRunId: pick(TAGS, n >> 2) } : message;
}

function untaggedMessageOf(id: string, n: number): Message {
  switch (n % 5) {
    case 0:
      return { id, role: 'user', content: `user ${n}` };
    case 1:
      return { id, role: 'assistant', content: `said ${n}` };
    case 2:
      return {
        id,
        role: 'assistant',
        toolCalls: [
          { id: pick(TOOL_IDS, n), type: 'function', function: { name: 'f', arguments: '{}' } },
        ],
      };
    case 3:
      return { id, role: 'reasoning', content: 'hmm' };
    default:
      return { id, role: 'activity', activityType: 'plan', content: { n } };
  }
}
