import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';

describe('basic-catalog Text headings', () => {
  it('sit at one level under the page, whatever sizes the agent picked', async () => {
    const { root, paint } = await setUpSurface();
    // As the specification's software purchase writes it: h3, then h2, then h4 (a skip).
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ['title', 'name', 'seats', 'body'] },
        { id: 'title', component: 'Text', text: 'Purchase License', variant: 'h3' },
        { id: 'name', component: 'Text', text: 'Studio', variant: 'h2' },
        { id: 'seats', component: 'Text', text: '10 seats', variant: 'h4' },
        { id: 'body', component: 'Text', text: 'Billed yearly.', variant: 'body' },
      ]),
    );
    const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')];
    expect(headings.map((h) => [h.tagName, h.textContent])).toEqual([
      ['H4', 'Purchase License'],
      ['H4', 'Studio'],
      ['H4', '10 seats'],
    ]);
    // The size the agent asked for is kept as a style.
    expect(headings.map((h) => h.className)).toEqual(['h3', 'h2', 'h4']);
  });
});
