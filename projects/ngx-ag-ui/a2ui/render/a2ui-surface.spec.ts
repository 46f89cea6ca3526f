import { activitySnapshot, runStarted } from 'ngx-ag-ui/testing';

import { op, setUpSurface } from './a2ui-surface.test-helpers';

const loginForm = [
  op.create(),
  op.components([
    { id: 'root', component: 'Column', children: ['title', 'name', 'agree', 'submit'] },
    { id: 'title', component: 'Text', text: 'Sign in', variant: 'h2' },
    { id: 'name', component: 'TextField', label: 'Name', value: { path: '/form/name' } },
    { id: 'agree', component: 'CheckBox', label: 'I agree', value: { path: '/form/agree' } },
    {
      id: 'submit',
      component: 'Button',
      child: 'submit-label',
      variant: 'primary',
      action: {
        event: {
          name: 'signed_in',
          context: { who: { path: '/form/name' }, agreed: { path: '/form/agree' }, fixed: 7 },
        },
      },
    },
    { id: 'submit-label', component: 'Text', text: 'Submit' },
  ]),
  op.data({ form: { name: 'Ada', agree: false } }),
];

describe('<agui-a2ui-surface>', () => {
  it('draws a surface from its activity, bound to its data', async () => {
    const { root, paint, warnings } = await setUpSurface();
    await paint(...loginForm);
    expect(root.querySelector('h4.h2')!.textContent).toBe('Sign in');
    const input = root.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!;
    expect(input.value).toBe('Ada');
    // The label names the input (a screen reader announces "Name").
    expect(root.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Name');
    expect(root.querySelector('button')!.textContent!.trim()).toBe('Submit');
    expect(warnings()).toEqual([]);
  });

  it('sends an action with its context resolved from what the person entered, once', async () => {
    const { root, paint, finish, emit, runs, fixture } = await setUpSurface();
    await paint(...loginForm);
    await finish();
    const input = root.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!;
    input.value = 'Grace';
    input.dispatchEvent(new Event('input'));
    const box = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    await emit();
    const button = root.querySelector('button')!;
    button.click();
    button.click();
    await emit();
    expect(runs.length).toBe(2);
    const action = (
      runs[1].forwardedProps as { a2uiAction: { userAction: Record<string, unknown> } }
    ).a2uiAction.userAction;
    expect(action).toEqual({
      name: 'signed_in',
      surfaceId: 's',
      sourceComponentId: 'submit',
      context: { who: 'Grace', agreed: true, fixed: 7 },
      timestamp: expect.any(String),
    });
    // Busy while the agent works: marked, and a third click sends nothing.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(fixture.nativeElement.querySelector('agui-a2ui-surface').getAttribute('aria-busy')).toBe(
      'true',
    );
    button.click();
    await emit();
    expect(runs.length).toBe(2);
  });

  it('keeps what the person typed when the surface fails afterwards', async () => {
    const { root, paint, emit } = await setUpSurface();
    await paint(...loginForm);
    const input = root.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!;
    input.value = 'typed by hand';
    input.dispatchEvent(new Event('input'));
    await emit(
      activitySnapshot('a2ui-surface-1', 'a2ui-surface', { status: 'failed', error: 'Gave up.' }),
    );
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('Gave up.');
    expect(root.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!.value).toBe(
      'typed by hand',
    );
  });

  it('shows the lifecycle before the surface is painted', async () => {
    const { root, emit, paint } = await setUpSurface();
    await emit(activitySnapshot('a2ui-surface-1', 'a2ui-surface', { status: 'building' }));
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Preparing…');
    await emit(
      activitySnapshot('a2ui-surface-1', 'a2ui-surface', {
        status: 'retrying',
        attempt: 2,
        maxAttempts: 3,
        errors: [],
      }),
    );
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Retrying… (2/3)');
    await paint(...loginForm);
    expect(root.querySelector('[role="status"]')!.textContent).toBe('');
    expect(root.querySelector('h4.h2')!.textContent).toBe('Sign in');
  });

  it('lets the agent overwrite a field only with a new value of its own', async () => {
    const { root, paint } = await setUpSurface();
    await paint(...loginForm);
    const field = () => root.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!;
    field().value = 'mine';
    field().dispatchEvent(new Event('input'));
    await paint(...loginForm);
    expect(field().value).toBe('mine');
    await paint(...loginForm, op.data('theirs', '/form/name'));
    expect(field().value).toBe('theirs');
  });

  it('repeats a template child per item of a data array, each scoped to its item', async () => {
    const { root, paint, warnings } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'List', children: { componentId: 'row', path: '/items' } },
        { id: 'row', component: 'Text', text: { path: 'name' } },
      ]),
      op.data({ items: [{ name: 'Apple' }, { name: 'Banana' }] }),
    );
    const items = [...root.querySelectorAll('[role="listitem"]')].map((e) => e.textContent);
    expect(items).toEqual(['Apple', 'Banana']);
    expect(root.querySelector('[role="list"]')).not.toBeNull();
    expect(warnings()).toEqual([]);
  });

  it('loads only http(s) image URLs', async () => {
    const { root, paint, warnings } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        { id: 'root', component: 'Row', children: ['good', 'bad'] },
        { id: 'good', component: 'Image', url: 'https://example.com/a.png', description: 'A' },
        { id: 'bad', component: 'Image', url: 'javascript:alert(1)' },
      ]),
    );
    const images = [...root.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['https://example.com/a.png']);
    expect(images[0].alt).toBe('A');
    expect(warnings().map((w) => [w.a2ui, w.componentId])).toEqual([['unsafe-url', 'bad']]);
  });

  it('ignores a message that is not an a2ui-surface activity', async () => {
    const { root, emit } = await setUpSurface();
    await emit(runStarted());
    await emit(activitySnapshot('a2ui-surface-1', 'progress', { a2ui_operations: loginForm }));
    expect(root.querySelector('h4.h2')).toBeNull();
  });
});
