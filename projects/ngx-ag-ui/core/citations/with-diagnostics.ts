import type { CitationDiagnostic } from 'ngx-ag-ui/core/runtime';

/** Adds the adapter's diagnostics before the builder's. */
export function withDiagnostics<T extends { readonly diagnostics?: readonly CitationDiagnostic[] }>(
  built: T,
  diagnostics: readonly CitationDiagnostic[],
): T {
  return diagnostics.length === 0
    ? built
    : { ...built, diagnostics: [...diagnostics, ...(built.diagnostics ?? [])] };
}
