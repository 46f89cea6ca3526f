import { ChangeDetectionStrategy, Component, input } from '@angular/core';

import { defineA2uiComponent } from '../catalog/a2ui-catalog';
import type { A2uiComponentDef } from '../model/a2ui-types';
import { provideA2ui, withCatalog } from '../provide/provide-a2ui';
import { injectA2uiSurface } from './a2ui-surface-context';
import { op, setUpSurface } from './a2ui-surface.test-helpers';

const renders: Record<string, number> = {};

/** A `Text` that counts how often its template runs, per component id. */
@Component({
  selector: 'agui-spec-counting-text',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<span [attr.data-id]="definition().id">{{ count() }}{{ text() }}</span>`,
})
class CountingText {
  readonly definition = input.required<A2uiComponentDef>();
  readonly scope = input('');
  protected readonly text = injectA2uiSurface().value(this.definition, 'text', this.scope);
  protected count(): string {
    const id = this.definition().id;
    renders[id] = (renders[id] ?? 0) + 1;
    return '';
  }
}

const TEXTS = 10;
const ids = Array.from({ length: TEXTS }, (_, i) => `t${i}`);

/** The whole surface as the middleware sends it: every operation, every time. */
function snapshot(values: readonly number[], label: string) {
  return [
    op.create(),
    op.components([
      { id: 'root', component: 'Column', children: ['label', ...ids] },
      { id: 'label', component: 'Text', text: label },
      ...ids.map((id, i) => ({ id, component: 'Text', text: { path: `/values/${i}` } })),
    ]),
    op.data({ values }),
  ];
}

describe('streaming: only what changed redraws', () => {
  it('over 100 streamed snapshots, redraws each text once per change of its own data', async () => {
    const { root, paint } = await setUpSurface([
      provideA2ui(
        withCatalog({
          catalogId: 'counting',
          components: { Text: defineA2uiComponent(CountingText, { properties: {} }) },
        }),
      ),
    ]);
    const values = Array(TEXTS).fill(0);
    await paint(...snapshot(values, 'Total'));
    const initial = { ...renders };
    expect(Object.values(initial).every((count) => count >= 1)).toBe(true);

    const changes: Record<string, number> = {};
    for (let update = 0; update < 100; update++) {
      // Deterministic: each update changes one text's value (t0 three times as often).
      const index = update % 4 === 0 ? 0 : update % TEXTS;
      values[index] += 1;
      changes[`t${index}`] = (changes[`t${index}`] ?? 0) + 1;
      await paint(...snapshot([...values], 'Total'));
    }
    for (const id of ids) {
      expect([id, renders[id] - initial[id]]).toEqual([id, changes[id] ?? 0]);
    }
    // The label, bound to nothing that changed, never redrew.
    expect(renders['label']).toBe(initial['label']);
    expect(root.querySelector('[data-id="t0"]')!.textContent).toBe(String(values[0]));

    // A new definition redraws that component alone.
    await paint(...snapshot([...values], 'Sum'));
    expect(renders['label']).toBe(initial['label'] + 1);
    expect(ids.map((id) => renders[id] - initial[id])).toEqual(ids.map((id) => changes[id] ?? 0));
  });
});
