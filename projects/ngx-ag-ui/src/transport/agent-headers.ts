/** Request headers: a static record, or a function (sync or async) called before every run. */
export type AgentHeaders =
  | Readonly<Record<string, string>>
  | (() => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>);

/** Resolves `AgentHeaders` to a record, calling the function form (e.g. to refresh a token). */
export async function resolveAgentHeaders(
  headers: AgentHeaders | undefined,
): Promise<Readonly<Record<string, string>>> {
  if (headers === undefined) return {};
  return typeof headers === 'function' ? await headers() : headers;
}
