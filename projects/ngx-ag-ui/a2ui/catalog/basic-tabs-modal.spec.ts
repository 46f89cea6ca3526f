import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';

describe('Tabs and Modal', () => {
  it('Tabs: one tab stop, arrow keys, Home and End select, the panel follows', async () => {
    const { root, paint, emit } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        {
          id: 'root',
          component: 'Tabs',
          tabs: [
            { title: 'One', child: 'a' },
            { title: 'Two', child: 'b' },
            { title: 'Three', child: 'c' },
          ],
        },
        { id: 'a', component: 'Text', text: 'first' },
        { id: 'b', component: 'Text', text: 'second' },
        { id: 'c', component: 'Text', text: 'third' },
      ]),
    );
    const tabs = () => [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panel = () => root.querySelector('[role="tabpanel"]')!;
    expect(tabs().map((t) => [t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['true', 0],
      ['false', -1],
      ['false', -1],
    ]);
    expect(panel().textContent!.trim()).toBe('first');
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs()[0].id);
    const press = async (key: string) => {
      const focused = tabs().find((tab) => tab.tabIndex === 0)!;
      focused.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await emit();
    };
    await press('ArrowLeft');
    expect(panel().textContent!.trim()).toBe('third');
    expect(document.activeElement).toBe(tabs()[2]);
    await press('ArrowRight');
    expect(panel().textContent!.trim()).toBe('first');
    await press('End');
    expect(tabs()[2].getAttribute('aria-selected')).toBe('true');
    await press('Home');
    expect(panel().textContent!.trim()).toBe('first');
  });

  it('Modal: its trigger opens the content in a dialog and sends nothing to the agent', async () => {
    const { root, paint, finish, emit, runs } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Modal', trigger: 'open', content: 'body' },
        {
          id: 'open',
          component: 'Button',
          child: 'open-label',
          action: { event: { name: 'openModalEvent' } },
        },
        { id: 'open-label', component: 'Text', text: 'Details' },
        { id: 'body', component: 'Text', text: 'The fine print' },
      ]),
    );
    await finish();
    const dialog = root.querySelector('dialog')!;
    expect(dialog.textContent!.trim()).toBe('');
    root.querySelector<HTMLButtonElement>('button')!.click();
    await emit();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('The fine print');
    expect(runs.length).toBe(1);
    dialog.querySelector<HTMLButtonElement>('.close')!.click();
    await emit();
    expect(dialog.textContent!.trim()).toBe('');
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
