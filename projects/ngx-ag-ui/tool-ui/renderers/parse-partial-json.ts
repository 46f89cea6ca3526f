import { signal, type Signal } from '@angular/core';

type Parse = (text: string) => unknown;
type PartialJson = typeof import('partial-json');

const parser = signal<Parse | undefined>(undefined);
let loading: Promise<void> | undefined;

/**
 * The partial JSON parser (`partial-json`), as a signal that is `undefined` until its chunk has
 * loaded: it is fetched the first time a renderer needs it, never in the initial bundle.
 */
export function partialJsonParser(): Signal<Parse | undefined> {
  loading ??= import('partial-json').then(
    (module: PartialJson & { readonly default?: PartialJson }) => {
      // partial-json is CommonJS: bundlers hand its exports over as named exports, a loader that
      // does not convert it (a dev server serving it unbundled) only as `default`.
      const { parse, Allow } =
        typeof module.parse === 'function' ? module : (module.default ?? module);
      parser.set((text) => parse(text, Allow.ALL));
    },
    () => {
      // Forget the failure (an offline chunk), so that the next renderer tries again.
      loading = undefined;
    },
  );
  return parser;
}

/** `text` parsed as far as it goes (`{}` while empty), or `undefined` when it cannot be. */
export function parsePartialJson(parse: Parse, text: string): unknown {
  if (text.trim() === '') return {};
  // The agent is still writing this JSON: whatever cannot be read yet is not an error.
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}
