import type { CitationDiagnostic, CitationFormatOptions, CitedText } from './citation';

const UNREADABLE: CitationDiagnostic = {
  code: 'unreadable-payload',
  message:
    'reading the payload or its options threw (a getter or a Proxy trap); no text, no citations',
};

/**
 * The entry every `from*` adapter goes through: the adapter as given, except that it never
 * throws. A payload whose reading throws gives an empty `CitedText` with an
 * `'unreadable-payload'` diagnostic. The wrapper keeps the adapter's `name`.
 *
 * @example
 * export const fromExample = guardAdapter(function fromExample(payload: ExamplePayload) { ... });
 */
export function guardAdapter<P>(
  adapter: (payload: P, options?: CitationFormatOptions) => CitedText,
): (payload: P, options?: CitationFormatOptions) => CitedText {
  const guarded = (payload: P, options?: CitationFormatOptions): CitedText => {
    // Payloads are SDK objects or parsed JSON we do not control: a getter or a Proxy trap can
    // throw at any field an adapter reads, and checking every read would bury the adapters.
    // Bad data must never throw out of core, so the whole read is the unit that fails.
    try {
      return adapter(payload, options);
    } catch {
      return { text: '', citations: [], diagnostics: [UNREADABLE] };
    }
  };
  Object.defineProperty(guarded, 'name', { value: adapter.name });
  return guarded;
}
