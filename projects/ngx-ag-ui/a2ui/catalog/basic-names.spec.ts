import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';

/** The accessible name of a form control: aria-label, else the text of its label(s). */
function nameOf(control: HTMLInputElement): string {
  const label = control.getAttribute('aria-label');
  if (label !== null) return label;
  return [...(control.labels ?? [])].map((l) => l.textContent?.trim() ?? '').join(' ');
}

describe('basic-catalog inputs without a label', () => {
  it('are named after their bound path, so no control is nameless', async () => {
    const { root, paint, warnings } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ['done', 'progress', 'note'] },
        // As the specification's task card writes it: an empty label, the text beside it.
        { id: 'done', component: 'CheckBox', label: '', value: { path: '/task/isDone' } },
        { id: 'progress', component: 'Slider', max: 1, value: { path: '/play_progress' } },
        { id: 'note', component: 'TextField', value: { path: '/note' } },
      ]),
      op.data({ task: { isDone: false }, play_progress: 0.4, note: '' }),
    );
    const names = [...root.querySelectorAll<HTMLInputElement>('input')].map(nameOf);
    expect(names).toEqual(['Is done', 'Play progress', 'Note']);
    // An empty <label for> would be read as nothing: none is left in the surface.
    const empty = [...root.querySelectorAll('label[for]')].filter((l) => !l.textContent?.trim());
    expect(empty).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('keep the label the agent gave', async () => {
    const { root, paint } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Column', children: ['done', 'volume'] },
        { id: 'done', component: 'CheckBox', label: 'Done', value: { path: '/done' } },
        { id: 'volume', component: 'Slider', label: 'Volume', value: { path: '/volume' } },
      ]),
    );
    const inputs = [...root.querySelectorAll<HTMLInputElement>('input')];
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual([null, null]);
    expect(inputs.map(nameOf)).toEqual(['Done', 'Volume']);
  });
});
