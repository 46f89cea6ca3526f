import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';

const form = [
  op.create(),
  op.components([
    { id: 'root', component: 'Column', children: ['size', 'day', 'toppings', 'size-icon', 'go'] },
    { id: 'size', component: 'Slider', label: 'Size', min: 1, max: 5, value: { path: '/size' } },
    { id: 'day', component: 'DateTimeInput', label: 'Day', value: { path: '/day' } },
    {
      id: 'toppings',
      component: 'ChoicePicker',
      label: 'Toppings',
      variant: 'multipleSelection',
      options: [
        { label: 'Cheese', value: 'cheese' },
        { label: 'Olives', value: 'olives' },
      ],
      value: { path: '/toppings' },
    },
    { id: 'size-icon', component: 'Icon', name: 'shoppingCart' },
    {
      id: 'go',
      component: 'Button',
      child: 'go-label',
      action: {
        event: {
          name: 'order',
          context: {
            size: { path: '/size' },
            day: { path: '/day' },
            toppings: { path: '/toppings' },
          },
        },
      },
    },
    { id: 'go-label', component: 'Text', text: 'Order' },
  ]),
  op.data({ size: 2, day: '2026-03-05T10:00:00Z', toppings: ['cheese'] }),
];

describe('basic-catalog inputs', () => {
  it('show their data, write back what the person chose, and send it with the action', async () => {
    const { root, paint, finish, emit, runs, warnings } = await setUpSurface();
    await paint(...form);
    await finish();
    const slider = root.querySelector<HTMLInputElement>('input[type="range"]')!;
    const date = root.querySelector<HTMLInputElement>('input[type="date"]')!;
    const boxes = [...root.querySelectorAll<HTMLInputElement>('fieldset input[type="checkbox"]')];
    expect([slider.value, date.value, boxes.map((b) => b.checked)]).toEqual([
      '2',
      '2026-03-05',
      [true, false],
    ]);
    expect(root.querySelector(`label[for="${slider.id}"]`)!.textContent).toBe('Size');
    expect(root.querySelector('legend')!.textContent).toBe('Toppings');
    expect(root.querySelector('agui-a2ui-icon')!.getAttribute('aria-label')).toBe('shopping cart');

    slider.value = '4';
    slider.dispatchEvent(new Event('input'));
    date.value = '2026-04-01';
    date.dispatchEvent(new Event('input'));
    boxes[1].checked = true;
    boxes[1].dispatchEvent(new Event('change'));
    boxes[0].checked = false;
    boxes[0].dispatchEvent(new Event('change'));
    await emit();
    root.querySelector('button')!.click();
    await emit();
    const sent = (runs[1].forwardedProps as { a2uiAction: { userAction: { context: unknown } } })
      .a2uiAction.userAction.context;
    expect(sent).toEqual({ size: 4, day: '2026-04-01', toppings: ['olives'] });
    expect(warnings()).toEqual([]);
  });
});
