/** How much of a value `toJsonPreview` writes. */
export interface JsonPreviewOptions {
  /** Containers nested deeper than this are written as `[…]` / `{…}`. Default 32. */
  readonly maxDepth?: number;
  /** The most characters written; the text is cut there and ends with `…`. Default 20,000. */
  readonly maxChars?: number;
}

/** A value written as indented JSON, as far as the bounds allow. */
export interface JsonPreview {
  /** The JSON text, cut with `…` where a bound was reached. */
  readonly text: string;
  /** Whether `text` is the whole value (`JSON.parse(text)` gives it back). */
  readonly complete: boolean;
}

/** One container being written: its keys (objects) or its length (arrays), and where we are. */
interface Frame {
  readonly value: object;
  readonly keys: readonly string[] | null;
  readonly size: number;
  readonly depth: number;
  next: number;
  written: number;
}

const DEFAULT_MAX_DEPTH = 32;
const DEFAULT_MAX_CHARS = 20_000;

/**
 * Writes `value` as `JSON.stringify(value, null, 2)` does, bounded in depth and in size, for a
 * view that shows arguments or state an agent sent: such a value may be nested 100,000 deep
 * (where `JSON.stringify` overflows the stack) or weigh megabytes (where a view would freeze).
 * The walk keeps its own stack, stops at `maxChars`, writes a cycle as `"[circular]"` and a
 * `BigInt` as text, and never throws (a getter or a Proxy trap that throws ends the preview).
 *
 * @example
 * toJsonPreview({ city: 'Paris' }); // { text: '{\n  "city": "Paris"\n}', complete: true }
 * toJsonPreview(huge, { maxChars: 500 }).text; // the first 500 characters, then '…'
 */
export function toJsonPreview(value: unknown, options: JsonPreviewOptions = {}): JsonPreview {
  const writer = new PreviewWriter(
    options.maxDepth ?? DEFAULT_MAX_DEPTH,
    options.maxChars ?? DEFAULT_MAX_CHARS,
  );
  // Reading the value runs its getters and Proxy traps, which may throw: a preview, not a crash.
  try {
    writer.write(value);
  } catch {
    return { text: '…', complete: false };
  }
  return writer.result();
}

class PreviewWriter {
  readonly #parts: string[] = [];
  #length = 0;
  #complete = true;
  /** Whether the text was cut at `maxChars` (it then ends with `…`). */
  #cut = false;
  readonly #stack: Frame[] = [];
  readonly #open = new Set<object>();

  constructor(
    private readonly maxDepth: number,
    private readonly maxChars: number,
  ) {}

  write(root: unknown): void {
    this.#value(root, 0);
    while (this.#stack.length > 0 && !this.#full()) {
      const frame = this.#stack[this.#stack.length - 1];
      if (frame.next < frame.size) {
        this.#member(frame);
        continue;
      }
      this.#stack.pop();
      this.#open.delete(frame.value);
      const close = frame.keys ? '}' : ']';
      this.#emit(frame.written === 0 ? close : `\n${'  '.repeat(frame.depth)}${close}`);
    }
  }

  result(): JsonPreview {
    const text = this.#parts.join('');
    return { text: this.#cut ? `${text}…` : text, complete: this.#complete };
  }

  /** Writes the next member of `frame`, skipping what JSON leaves out of an object. */
  #member(frame: Frame): void {
    const index = frame.next++;
    const key = frame.keys?.[index];
    const member =
      key === undefined
        ? (frame.value as unknown[])[index]
        : (frame.value as Record<string, unknown>)[key];
    if (key !== undefined && isLeftOut(member)) return;
    const indent = `\n${'  '.repeat(frame.depth + 1)}`;
    this.#emit(
      `${frame.written++ > 0 ? ',' : ''}${indent}${key === undefined ? '' : `${JSON.stringify(key)}: `}`,
    );
    this.#value(isLeftOut(member) ? null : member, frame.depth + 1);
  }

  #value(value: unknown, depth: number): void {
    if (typeof value !== 'object' || value === null) {
      this.#emit(this.#primitive(value));
      return;
    }
    if (this.#open.has(value)) {
      this.#complete = false;
      this.#emit('"[circular]"');
      return;
    }
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const size = keys ? keys.length : (value as unknown[]).length;
    if (size === 0) {
      this.#emit(keys ? '{}' : '[]');
      return;
    }
    if (depth >= this.maxDepth) {
      this.#complete = false;
      this.#emit(keys ? '{…}' : '[…]');
      return;
    }
    this.#emit(keys ? '{' : '[');
    this.#open.add(value);
    this.#stack.push({ value, keys, size, depth, next: 0, written: 0 });
  }

  #primitive(value: unknown): string {
    switch (typeof value) {
      case 'string': {
        // Quote only what can still be shown: a 10 MB string is not copied to be cut.
        const room = this.maxChars - this.#length;
        return JSON.stringify(value.length > room ? value.slice(0, room) : value);
      }
      case 'number':
        return Number.isFinite(value) ? String(value) : 'null';
      case 'boolean':
        return String(value);
      case 'bigint':
        this.#complete = false;
        return JSON.stringify(`${value}n`);
      default:
        return 'null';
    }
  }

  #emit(text: string): void {
    const room = this.maxChars - this.#length;
    if (text.length > room) {
      this.#complete = false;
      this.#cut = true;
      text = text.slice(0, room);
    }
    this.#parts.push(text);
    this.#length += text.length;
  }

  #full(): boolean {
    if (this.#length < this.maxChars) return false;
    this.#complete = false;
    this.#cut = true;
    return true;
  }
}

/** What `JSON.stringify` leaves out of an object (and writes as `null` in an array). */
function isLeftOut(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
