import type { BaseEvent } from '@ag-ui/core';

/** A validator for `ApplyAgentEventOptions.validateEvent`: a reason when the event is malformed. */
export type EventValidator = (event: BaseEvent) => string | undefined;

/**
 * Loads the full zod validation of `@ag-ui/core/schemas` (docs/ag-ui.md §4), on demand: the module
 * and zod are imported only when this is called, so apps that do not ask for it never bundle
 * them. Needs `zod` (3.25.18+ or 4) installed. The built-in checks already cover every field
 * the reducer reads; this adds the rest (tool definitions in `RUN_STARTED.input`, ...).
 *
 * @example
 * const validateEvent = await loadZodEventValidator();
 * events.pipe(reduceAgentEvents(undefined, { validateEvent }));
 */
export async function loadZodEventValidator(): Promise<EventValidator> {
  const { EventSchemas } = await import('@ag-ui/core/schemas');
  return (event) => {
    const result = EventSchemas.safeParse(event);
    if (result.success) return undefined;
    return result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join('.') || '(event)'}: ${issue.message}`)
      .join('; ');
  };
}
