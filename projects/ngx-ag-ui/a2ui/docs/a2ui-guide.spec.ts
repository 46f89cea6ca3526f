import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type A2uiCatalog,
  type A2uiComponentDef,
  defineA2uiComponent,
  injectA2uiSurface,
  provideA2ui,
  toCatalogContext,
  withCatalog,
} from 'ngx-ag-ui/a2ui';

import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';

// The examples of docs/a2ui.md, verbatim: this spec keeps them honest.
// prettier-ignore
@Component({
  selector: 'app-rating',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<span role="img" [attr.aria-label]="stars() + ' out of 5'">{{ '★'.repeat(stars()) }}</span>`,
})
export class Rating {
  readonly definition = input.required<A2uiComponentDef>();
  readonly scope = input('');
  readonly #value = injectA2uiSurface().value<number>(this.definition, 'value', this.scope);
  protected readonly stars = computed(() => Math.max(0, Math.min(5, Math.round(this.#value() ?? 0))));
}

// prettier-ignore
export const travelCatalog: A2uiCatalog = {
  catalogId: 'https://example.com/a2ui/travel.json',
  components: {
    Rating: defineA2uiComponent(Rating, {
      properties: { value: { description: 'Stars from 0 to 5, or { "path": "/..." }.' } },
      required: ['value'],
    }),
  },
};

describe('docs/a2ui.md', () => {
  it('draws a custom component registered with withCatalog, beside the basic ones', async () => {
    const { root, paint, warnings } = await setUpSurface([provideA2ui(withCatalog(travelCatalog))]);
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ['name', 'stars'] },
        { id: 'name', component: 'Text', text: 'Hotel Aurora' },
        { id: 'stars', component: 'Rating', value: { path: '/hotel/rating' } },
      ]),
      op.data({ hotel: { rating: 4 } }),
    );
    expect(root.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('4 out of 5');
    expect(root.querySelector('[role="img"]')!.textContent).toBe('★★★★');
    expect(root.textContent).toContain('Hotel Aurora');
    expect(warnings()).toEqual([]);
    const advertised = JSON.parse(toCatalogContext(travelCatalog).value);
    expect(advertised.components.Rating.required).toEqual(['id', 'component', 'value']);
  });

  it('holds every example of the guide as written', () => {
    const guide = readFileSync(join(__dirname, '../../../../docs/a2ui.md'), 'utf8');
    const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());
    const spec = readFileSync(__filename, 'utf8');
    expect(blocks).toHaveLength(2);
    // The provider lines stand for an app's config; the scripted agent replaces the URL here.
    // The route and provider lines stand for an app's config; here they are the providers of
    // the test bed.
    const standIns: Record<string, string> = {
      "{ path: 'chat', loadComponent: () => import('./chat-page'), providers: [provideA2ui()] }":
        'provideA2ui(',
      'providers: [provideA2ui(withCatalog(travelCatalog))];':
        '[provideA2ui(withCatalog(travelCatalog))]',
    };
    for (const declaration of blocks.flatMap((block) => block.split('\n\n')))
      expect(spec).toContain(standIns[declaration] ?? declaration);
  });
});
