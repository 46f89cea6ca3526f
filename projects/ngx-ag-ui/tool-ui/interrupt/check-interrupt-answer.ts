/**
 * What is wrong with an answer, by the name of the field at fault (`''` for the answer as a
 * whole), each as `'required'` or `'invalid'` for the component to word in the app's language.
 */
export type InterruptAnswerProblems = ReadonlyMap<string, 'required' | 'invalid'>;

/**
 * Checks `payload` against the interrupt's `responseSchema` with `@cfworker/json-schema`,
 * loaded on the first answer that needs it (no `eval`, so it runs under a strict CSP; never in
 * the initial bundle). A schema the library cannot read makes the answer invalid, never throws.
 */
export async function checkInterruptAnswer(
  schema: object,
  payload: unknown,
): Promise<InterruptAnswerProblems> {
  const problems = new Map<string, 'required' | 'invalid'>();
  try {
    const { Validator } = await import('@cfworker/json-schema');
    const result = new Validator(schema as never, '2020-12', false).validate(payload);
    for (const error of result.errors) {
      if (error.keyword === 'properties') continue;
      if (error.keyword === 'required' && error.instanceLocation === '#') {
        const missing = /"([^"]*)"/.exec(error.error)?.[1] ?? '';
        if (!problems.has(missing)) problems.set(missing, 'required');
        continue;
      }
      const segment = /^#\/([^/]*)/.exec(error.instanceLocation)?.[1] ?? '';
      const name = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!problems.has(name)) problems.set(name, 'invalid');
    }
  } catch {
    problems.set('', 'invalid');
  }
  return problems;
}
