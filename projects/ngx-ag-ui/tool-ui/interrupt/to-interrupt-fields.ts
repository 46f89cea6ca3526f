/** What kind of control a field of an interrupt's `responseSchema` gets. */
export type InterruptFieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'enum';

/** One field of the form drawn from an interrupt's `responseSchema`. */
export interface InterruptField {
  /** The property's name in the answer. */
  readonly name: string;
  /** The visible label: the property's `title`, else its name. */
  readonly label: string;
  /** The property's `description`, shown under the control as its hint. */
  readonly hint: string | null;
  /** The control it gets: a text field, a checkbox (`boolean`) or a list (`enum`). */
  readonly kind: InterruptFieldKind;
  /** Whether the schema lists the property as `required`. */
  readonly required: boolean;
  /** The choices of an `enum` field, as given (strings, numbers or booleans). */
  readonly options: readonly (string | number | boolean)[];
}

/** Fields beyond this many are not drawn: an agent may send a schema of any size. */
export const MAX_INTERRUPT_FIELDS = 50;

type Schema = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form fields of an object `responseSchema`, in the order of its `properties`: strings,
 * numbers, integers, booleans and enums of plain values. A property of another kind (an
 * array, a nested object) gets no field; if it is required, validation says so beside the form.
 * @returns `null` when the schema is not an object schema with properties (no form to draw).
 */
export function toInterruptFields(schema: unknown): readonly InterruptField[] | null {
  if (!isObject(schema) || !isObject(schema['properties'])) return null;
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  const fields: InterruptField[] = [];
  for (const [name, property] of Object.entries(schema['properties'])) {
    if (fields.length >= MAX_INTERRUPT_FIELDS) break;
    if (!isObject(property)) continue;
    const kind = kindOf(property);
    if (!kind) continue;
    fields.push({
      name,
      label: typeof property['title'] === 'string' ? property['title'] : name,
      hint: typeof property['description'] === 'string' ? property['description'] : null,
      kind,
      required: required.includes(name),
      options: kind === 'enum' ? (property['enum'] as InterruptField['options']) : [],
    });
  }
  return fields.length > 0 ? fields : null;
}

function kindOf(property: Schema): InterruptFieldKind | null {
  const choices = property['enum'];
  if (Array.isArray(choices))
    return choices.length > 0 && choices.every(isPlainValue) ? 'enum' : null;
  const type = property['type'];
  return type === 'string' || type === 'number' || type === 'integer' || type === 'boolean'
    ? type
    : null;
}

const isPlainValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The answer the form's raw values make: text as typed, numbers parsed (text that is not a
 * number stays text, so validation reports it), enums as the chosen value, booleans as checked;
 * an empty optional field is left out.
 */
export function toInterruptPayload(
  fields: readonly InterruptField[],
  values: Readonly<Record<string, string | boolean>>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (field.kind === 'boolean') {
      payload[field.name] = raw === true;
      continue;
    }
    const text = typeof raw === 'string' ? raw : '';
    if (text === '') continue;
    if (field.kind === 'enum') payload[field.name] = field.options[Number(text)];
    else if (field.kind === 'string') payload[field.name] = text;
    else payload[field.name] = Number.isFinite(Number(text)) ? Number(text) : text;
  }
  return payload;
}
