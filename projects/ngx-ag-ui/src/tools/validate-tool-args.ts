import type { FrontendTool, JsonSchema } from './frontend-tool';
import { isZodToolSchema } from './frontend-tool';

/** The outcome of checking a call's arguments against its tool's schema. */
export type ToolArgsCheck =
  | { readonly valid: true; readonly args: unknown }
  | { readonly valid: false; readonly reason: string };

type Validate = (args: unknown) => ToolArgsCheck;

const validators = new WeakMap<object, Validate>();

/**
 * Checks `args` against the tool's `parameters`: with zod's `safeParse` for a zod schema, else
 * with `@cfworker/json-schema`, loaded on the first call that needs it (no `eval`, so it runs
 * under a strict CSP; never in the initial bundle).
 */
export async function validateToolArgs(tool: FrontendTool, args: unknown): Promise<ToolArgsCheck> {
  const parameters = tool.parameters;
  if (parameters === undefined) return { valid: true, args };
  if (isZodToolSchema(parameters)) {
    const parsed = parameters.safeParse(args);
    return parsed.success
      ? { valid: true, args: parsed.data }
      : { valid: false, reason: parsed.error.message };
  }
  let validate = validators.get(parameters);
  if (!validate) {
    validate = await loadJsonSchemaValidator(parameters);
    validators.set(parameters, validate);
  }
  return validate(args);
}

async function loadJsonSchemaValidator(schema: JsonSchema): Promise<Validate> {
  const { Validator } = await import('@cfworker/json-schema');
  const validator = new Validator(schema as never, '2020-12', false);
  return (args) => {
    const result = validator.validate(args);
    if (result.valid) return { valid: true, args };
    const reason = result.errors
      .filter((error) => error.keyword !== 'properties')
      .map((error) => `${error.instanceLocation}: ${error.error}`)
      .join('; ');
    return { valid: false, reason: reason || 'The arguments do not match the schema.' };
  };
}
