import { ChangeDetectionStrategy, Component } from '@angular/core';

import { defineA2uiComponent } from './a2ui-catalog';

@Component({
  selector: 'agui-spec-badge',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '',
})
class Badge {}

describe('defineA2uiComponent', () => {
  it('builds the component schema the agent is shown, id and component always required', () => {
    const entry = defineA2uiComponent(Badge, {
      description: 'A short status badge.',
      properties: {
        label: { description: 'A string, or { "path": "/..." }.' },
        tone: { enum: ['info', 'warning'], default: 'info' },
      },
      required: ['label'],
    });
    expect(entry.component).toBe(Badge);
    expect(entry.schema).toEqual({
      type: 'object',
      description: 'A short status badge.',
      properties: {
        label: { description: 'A string, or { "path": "/..." }.' },
        tone: { enum: ['info', 'warning'], default: 'info' },
      },
      required: ['id', 'component', 'label'],
    });
  });

  it('lets required name only declared properties (checked by the compiler)', () => {
    const entry = defineA2uiComponent(Badge, {
      properties: { label: { type: 'string' } },
      // @ts-expect-error `colour` is not a declared property.
      required: ['colour'],
    });
    // At run time the schema is still built as given: the compiler is the check.
    expect(entry.schema.required).toEqual(['id', 'component', 'colour']);
  });
});
