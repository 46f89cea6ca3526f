import type {
  CitationDiagnostic,
  CitationFormatOptions,
  CitedText,
  OffsetUnit,
} from 'ngx-ag-ui/core/runtime';
import { readFormatOptions } from './read-format-options';
import { withDiagnostics } from './with-diagnostics';

/** A format adapter: a provider payload in, a `CitedText` out; never throws. */
export type CitationAdapter<P> = (payload: P, options?: CitationFormatOptions) => CitedText;

/** What the runner hands an adapter's reader besides the payload. */
export interface CitationAdapterRun {
  /** The offset unit to convert from: `options.offsetUnit` if valid, else the adapter's default. */
  readonly offsetUnit: OffsetUnit;
  /** Whether the text is still streaming (`options.streaming === true`). */
  readonly streaming: boolean;
  /** Where the reader pushes what it could not use; they come before the builder's. */
  readonly diagnostics: CitationDiagnostic[];
}

const UNREADABLE: CitationDiagnostic = {
  code: 'unreadable-payload',
  message:
    'reading the payload or its options threw (a getter or a Proxy trap); no text, no citations',
};

/**
 * The one runner every `from*` adapter goes through. It validates `options` (an unknown
 * `offsetUnit` falls back to `defaultUnit` with an `'invalid-option'` diagnostic), calls `read`,
 * puts the reader's diagnostics before the builder's, and never throws: a payload whose reading
 * throws gives an empty `CitedText` with an `'unreadable-payload'` diagnostic. The adapter is
 * named after `read`.
 *
 * @example
 * // The type argument is the payload type; `read`'s parameters and result are typed from it.
 * export const fromExample = createCitationAdapter<ExamplePayload | null | undefined>(
 *   'utf16',
 *   function fromExample(payload, { offsetUnit, streaming, diagnostics }) {
 *     // read the payload into occurrences, push diagnostics for what is unusable
 *     return buildCitedText(text, occurrences, { provider: 'example', streaming });
 *   },
 * );
 *
 * @param defaultUnit The provider's offset unit, used when `options.offsetUnit` is absent.
 * @param read Reads one payload into a `CitedText` (usually with `buildCitedText`).
 * @returns The adapter: `(payload, options?) => CitedText`.
 */
export function createCitationAdapter<P>(
  defaultUnit: OffsetUnit,
  read: (payload: P, run: CitationAdapterRun) => CitedText,
): CitationAdapter<P> {
  const adapter = (payload: P, options?: CitationFormatOptions): CitedText => {
    // Payloads are SDK objects or parsed JSON we do not control: a getter or a Proxy trap can
    // throw at any field an adapter reads, and checking every read would bury the adapters.
    // Bad data must never throw out of core, so the whole read is the unit that fails.
    try {
      const diagnostics: CitationDiagnostic[] = [];
      const { offsetUnit, streaming } = readFormatOptions(options, defaultUnit, diagnostics);
      return withDiagnostics(read(payload, { offsetUnit, streaming, diagnostics }), diagnostics);
    } catch {
      return { text: '', citations: [], diagnostics: [UNREADABLE] };
    }
  };
  Object.defineProperty(adapter, 'name', { value: read.name });
  return adapter;
}
