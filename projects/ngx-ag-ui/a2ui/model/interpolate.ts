import { readAt, toPathSegments } from './json-pointer';

/** What interpolation reads paths against, and how it calls a function. */
export interface InterpolateContext {
  readonly data: unknown;
  readonly scope: string;
  readonly call: (name: string, args: Record<string, unknown>, depth: number) => unknown;
}

const MAX_DEPTH = 8;

/**
 * `formatString`'s template with every `${expression}` replaced by its value: a data path
 * (`${/a/b}`, `${name}` relative to the scope) or a function call with named arguments
 * (`${formatNumber(value: ${/count}, decimals: 2)}`); `\${` is a literal `${`. A bad
 * expression becomes empty text: the template is the agent's, so it is parsed, never run.
 */
export function interpolate(template: string, context: InterpolateContext): string {
  const parser = new Parser(template, context);
  return parser.text();
}

class Parser {
  #at = 0;
  #depth = 0;

  constructor(
    private readonly source: string,
    private readonly context: InterpolateContext,
  ) {}

  /** Text up to the end, expressions replaced. */
  text(): string {
    let out = '';
    while (this.#at < this.source.length) {
      if (this.source.startsWith('\\${', this.#at)) {
        out += '${';
        this.#at += 3;
      } else if (this.source.startsWith('${', this.#at)) {
        out += display(this.expression());
      } else {
        out += this.source[this.#at++];
      }
    }
    return out;
  }

  /** `${ ... }` at the cursor, the cursor moved past its `}`. */
  private expression(): unknown {
    this.#at += 2;
    this.#depth++;
    const value = this.#depth > MAX_DEPTH ? this.skip() : this.body();
    this.#depth--;
    this.space();
    if (this.source[this.#at] === '}') this.#at++;
    return value;
  }

  private body(): unknown {
    this.space();
    const start = this.#at;
    while (this.#at < this.source.length && /[\w/~.-]/.test(this.source[this.#at])) this.#at++;
    const word = this.source.slice(start, this.#at);
    this.space();
    if (this.source[this.#at] === '(') return this.call(word);
    const segments = toPathSegments(word, this.context.scope);
    return segments ? readAt(this.context.data, segments) : undefined;
  }

  private call(name: string): unknown {
    this.#at++;
    const args: Record<string, unknown> = {};
    while (this.#at < this.source.length && this.source[this.#at] !== ')') {
      this.space();
      const start = this.#at;
      while (this.#at < this.source.length && /\w/.test(this.source[this.#at])) this.#at++;
      const key = this.source.slice(start, this.#at);
      this.space();
      if (this.source[this.#at] !== ':' || key === '') return this.skip();
      this.#at++;
      this.space();
      args[key] = this.argument();
      this.space();
      if (this.source[this.#at] === ',') this.#at++;
    }
    this.#at++;
    return this.context.call(name, args, this.#depth);
  }

  private argument(): unknown {
    const char = this.source[this.#at];
    if (this.source.startsWith('${', this.#at)) return this.expression();
    if (char === "'") {
      const end = this.source.indexOf("'", this.#at + 1);
      const stop = end < 0 ? this.source.length : end;
      const text = this.source.slice(this.#at + 1, stop);
      this.#at = stop + 1;
      return text;
    }
    const start = this.#at;
    while (this.#at < this.source.length && /[\w.-]/.test(this.source[this.#at])) this.#at++;
    const word = this.source.slice(start, this.#at);
    if (word === 'true' || word === 'false') return word === 'true';
    const number = Number(word);
    return word !== '' && Number.isFinite(number) ? number : undefined;
  }

  /** Skips to the `}` that closes the current expression; its value is nothing. */
  private skip(): undefined {
    let open = 1;
    while (this.#at < this.source.length && open > 0) {
      if (this.source[this.#at] === '{') open++;
      if (this.source[this.#at] === '}') open--;
      if (open > 0) this.#at++;
    }
    return undefined;
  }

  private space(): void {
    while (this.source[this.#at] === ' ') this.#at++;
  }
}

/** How a value reads inside text. */
export function display(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
