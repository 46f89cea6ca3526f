import { A2UI_LIMITS } from '../model/a2ui-limits';
import { op, setUpSurface } from './a2ui-surface.test-helpers';

const kinds = (list: readonly { a2ui: string }[]) => list.map((w) => w.a2ui);

describe('hostile surfaces: bounded, warned, and the page goes on', () => {
  it(`cuts a tree nested deeper than ${A2UI_LIMITS.maxDepth}`, async () => {
    const { root, paint, warnings } = await setUpSurface();
    const chain = Array.from({ length: 200 }, (_, i) => ({
      id: i === 0 ? 'root' : `c${i}`,
      component: 'Column',
      children: [`c${i + 1}`],
    }));
    await paint(op.create(), op.components(chain));
    expect(root.querySelectorAll('agui-a2ui-flex').length).toBe(A2UI_LIMITS.maxDepth + 1);
    expect(kinds(warnings())).toEqual(['too-deep']);
  });

  it('does not draw a component inside itself', async () => {
    const { root, paint, warnings } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ['a'] },
        { id: 'a', component: 'Row', children: ['b'] },
        { id: 'b', component: 'Card', child: 'a' },
      ]),
    );
    expect(root.querySelectorAll('agui-a2ui-flex').length).toBe(2);
    expect(warnings().map((w) => [w.a2ui, w.componentId])).toEqual([['cycle', 'a']]);
  });

  it(`draws at most ${A2UI_LIMITS.maxComponents} of 10,000 components`, async () => {
    const { root, paint, warnings } = await setUpSurface();
    const ids = Array.from({ length: 10_000 }, (_, i) => `t${i}`);
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ids },
        ...ids.map((id) => ({ id, component: 'Text', text: id })),
      ]),
    );
    // The root and the texts: one component per drawn node, never more than the limit.
    expect(root.querySelectorAll('agui-a2ui-text').length).toBe(A2UI_LIMITS.maxComponents - 1);
    expect(kinds(warnings())).toContain('too-many-components');
  }, 60_000);

  it('shows a visible placeholder for an unknown component, and goes on', async () => {
    const { root, paint, warnings } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ['x', 'ok'] },
        { id: 'x', component: 'FlashPlayer', src: 'evil.swf' },
        { id: 'ok', component: 'Text', text: 'still here' },
      ]),
    );
    expect(root.querySelector('[role="note"]')!.textContent).toBe('Unknown component: FlashPlayer');
    expect(root.textContent).toContain('still here');
    expect(warnings().map((w) => [w.kind, w.a2ui, w.componentId, w.surfaceId])).toEqual([
      ['other', 'unknown-component', 'x', 's'],
    ]);
  });

  it('shows huge strings cut, as text, never as HTML', async () => {
    const { root, paint, warnings } = await setUpSurface();
    const huge = '<img src=x onerror=alert(1)>'.repeat(100_000);
    await paint(op.create(), op.components([{ id: 'root', component: 'Text', text: huge }]));
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('span')!.textContent!.length).toBe(A2UI_LIMITS.maxStringLength);
    expect(kinds(warnings())).toEqual(['oversized-value']);
  });

  it('reports each distinct warning once across repeated snapshots', async () => {
    const { paint, warnings } = await setUpSurface();
    const surface = [op.create(), op.components([{ id: 'root', component: 'Nope' }])];
    for (let i = 0; i < 5; i++) await paint(...surface);
    expect(kinds(warnings())).toEqual(['unknown-component']);
  });

  it('warns about a function it does not know, drawing the rest', async () => {
    const { root, paint, warnings } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ['x', 'ok'] },
        { id: 'x', component: 'Text', text: { call: 'launchMissiles', args: {} } },
        { id: 'ok', component: 'Text', text: 'still here' },
      ]),
    );
    expect(root.textContent).toContain('still here');
    expect(warnings().map((w) => [w.a2ui, w.componentId])).toEqual([['unknown-function', 'x']]);
  });

  it('runs no client-side function action (openUrl), and says so', async () => {
    const { root, paint, finish, emit, runs, warnings } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        {
          id: 'root',
          component: 'Button',
          child: 'label',
          action: { functionCall: { call: 'openUrl', args: { url: 'javascript:alert(1)' } } },
        },
        { id: 'label', component: 'Text', text: 'Open' },
      ]),
    );
    await finish();
    root.querySelector('button')!.click();
    await emit();
    expect(runs.length).toBe(1);
    expect(warnings().map((w) => [w.a2ui, w.componentId])).toEqual([['unknown-function', 'root']]);
  });
});
