/** One member of a JSON container, as the JSON view shows it. */
export interface JsonNode {
  readonly key: string;
  /** JSON Pointer of the member (RFC 6901). */
  readonly pointer: string;
  readonly value: unknown;
  readonly container: boolean;
  /** A one-line preview: the leaf, or `{3}` / `[12]`. */
  readonly preview: string;
}

/** Members shown per container; the rest are counted. */
export const MAX_MEMBERS = 100;
/** Levels the view opens; deeper containers show their preview only. */
export const MAX_DEPTH = 12;
/** Characters of a string leaf shown. */
const MAX_STRING = 300;

/**
 * The first `MAX_MEMBERS` members of `value` (none for a leaf), and how many more it has. Never
 * throws: a value that cannot be read (a hostile getter or Proxy) shows as `<unreadable>`.
 */
export function membersOf(
  value: unknown,
  pointer: string,
): { readonly nodes: readonly JsonNode[]; readonly more: number } {
  if (!isContainer(value)) return { nodes: [], more: 0 };
  try {
    const keys = Object.keys(value);
    const nodes = keys.slice(0, MAX_MEMBERS).map((key) => {
      const member = readMember(value, key);
      return {
        key,
        pointer: `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        value: member,
        container: isContainer(member),
        preview: previewOf(member),
      };
    });
    return { nodes, more: Math.max(0, keys.length - MAX_MEMBERS) };
  } catch {
    return { nodes: [], more: 0 };
  }
}

/** A one-line preview of any value. */
export function previewOf(value: unknown): string {
  try {
    if (Array.isArray(value)) return `[${value.length}]`;
    if (isContainer(value)) return `{${Object.keys(value).length}}`;
    if (typeof value === 'string')
      return JSON.stringify(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
    return String(value);
  } catch {
    return '<unreadable>';
  }
}

/**
 * Whether a patch touching `paths` changed `pointer`: it is one of them, under one (a replaced
 * subtree), or holds one (a changed member).
 */
export function isChanged(pointer: string, paths: ReadonlySet<string>): boolean {
  if (paths.has(pointer)) return true;
  for (const path of paths)
    if (path.startsWith(`${pointer}/`) || pointer.startsWith(`${path}/`) || path === '')
      return true;
  return false;
}

function readMember(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return '<unreadable>';
  }
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
