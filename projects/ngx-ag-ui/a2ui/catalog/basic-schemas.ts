import type { A2uiJsonSchema, A2uiPropertySchema } from './a2ui-catalog';

// The JSON Schemas the basic catalog advertises to the agent: the v0.9 basic catalog's
// properties, shortened to what a model needs to write them (the full catalog is 61 kB).

const dynamicString = {
  description: 'A string, or { "path": "/json/pointer" } into the data model.',
};
const dynamicNumber = { description: 'A number, or { "path": "/json/pointer" }.' };
const dynamicBoolean = { description: 'A boolean, or { "path": "/json/pointer" }.' };
const childList = {
  description:
    'Child component ids, or a template { "componentId": "...", "path": "/array/in/data" }.',
};
const layout = {
  justify: {
    enum: ['start', 'center', 'end', 'spaceBetween', 'spaceAround', 'spaceEvenly', 'stretch'],
  },
  align: { enum: ['start', 'center', 'end', 'stretch'] },
};

function component(
  properties: Record<string, A2uiPropertySchema>,
  required: readonly string[] = [],
): A2uiJsonSchema {
  return { type: 'object', properties, required: ['id', 'component', ...required] };
}

/** The schema of each basic-catalog component this renderer draws. */
export const BASIC_SCHEMAS: Readonly<Record<string, A2uiJsonSchema>> = {
  Text: component(
    { text: dynamicString, variant: { enum: ['h1', 'h2', 'h3', 'h4', 'h5', 'caption', 'body'] } },
    ['text'],
  ),
  Image: component(
    {
      url: dynamicString,
      description: dynamicString,
      fit: { enum: ['contain', 'cover', 'fill', 'none', 'scaleDown'] },
      variant: {
        enum: ['icon', 'avatar', 'smallFeature', 'mediumFeature', 'largeFeature', 'header'],
      },
    },
    ['url'],
  ),
  Row: component({ children: childList, ...layout }, ['children']),
  Column: component({ children: childList, ...layout }, ['children']),
  List: component(
    { children: childList, direction: { enum: ['vertical', 'horizontal'] }, align: layout.align },
    ['children'],
  ),
  Card: component({ child: { type: 'string' } }, ['child']),
  Divider: component({ axis: { enum: ['horizontal', 'vertical'] } }),
  Button: component(
    {
      child: { type: 'string' },
      variant: { enum: ['default', 'primary', 'borderless'] },
      action: {
        description:
          '{ "event": { "name": "...", "context": { "key": value | { "path": "/..." } } } }',
      },
      checks: { type: 'array' },
    },
    ['child', 'action'],
  ),
  TextField: component(
    {
      label: dynamicString,
      value: dynamicString,
      variant: { enum: ['shortText', 'longText', 'number', 'obscured'] },
    },
    ['label'],
  ),
  CheckBox: component({ label: dynamicString, value: dynamicBoolean }, ['label', 'value']),
  Slider: component(
    {
      label: dynamicString,
      min: { type: 'number' },
      max: { type: 'number' },
      value: dynamicNumber,
    },
    ['value', 'max'],
  ),
  DateTimeInput: component(
    {
      label: dynamicString,
      value: { description: 'ISO 8601 text, or { "path": "/..." }.' },
      enableDate: { type: 'boolean' },
      enableTime: { type: 'boolean' },
    },
    ['value'],
  ),
  ChoicePicker: component(
    {
      label: dynamicString,
      variant: { enum: ['multipleSelection', 'mutuallyExclusive'] },
      options: {
        type: 'array',
        items: { type: 'object', properties: { label: dynamicString, value: { type: 'string' } } },
      },
      value: { description: 'The selected option values, or { "path": "/..." }.' },
    },
    ['options', 'value'],
  ),
  Icon: component(
    {
      name: {
        description: 'A basic-catalog icon name (star, check, mail, ...) or { "svgPath": "..." }.',
      },
    },
    ['name'],
  ),
  Tabs: component(
    {
      tabs: {
        type: 'array',
        items: { type: 'object', properties: { title: dynamicString, child: { type: 'string' } } },
      },
    },
    ['tabs'],
  ),
  Modal: component(
    {
      trigger: { type: 'string', description: 'The id of the component that opens the modal.' },
      content: { type: 'string', description: 'The id of the component shown in the modal.' },
    },
    ['trigger', 'content'],
  ),
  Video: component({ url: dynamicString }, ['url']),
  AudioPlayer: component({ url: dynamicString, description: dynamicString }, ['url']),
};
