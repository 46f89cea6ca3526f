import { op, setUpSurface } from '../render/a2ui-surface.test-helpers';

const required = {
  condition: { call: 'required', args: { value: { path: '/name' } } },
  message: 'Enter your name.',
};

describe('basic-catalog TextField checks', () => {
  it('mark the field invalid and say why once the person edited it', async () => {
    const { root, paint, emit } = await setUpSurface();
    await paint(
      op.create(),
      op.components([
        {
          id: 'root',
          component: 'TextField',
          label: 'Name',
          value: { path: '/name' },
          checks: [required],
        },
      ]),
      op.data({ name: '' }),
    );
    const field = root.querySelector<HTMLInputElement>('input')!;
    const type = async (text: string) => {
      field.value = text;
      field.dispatchEvent(new Event('input'));
      await emit();
    };
    const message = () => {
      const id = field.getAttribute('aria-describedby');
      return id ? root.querySelector(`#${id}`)?.textContent?.trim() : undefined;
    };
    // Not shouted at before typing anything.
    expect([field.getAttribute('aria-invalid'), message()]).toEqual([null, undefined]);

    await type('A');
    expect([field.getAttribute('aria-invalid'), message()]).toEqual([null, undefined]);
    await type('');
    expect([field.getAttribute('aria-invalid'), message()]).toEqual(['true', 'Enter your name.']);
    await type('Ada');
    expect([field.getAttribute('aria-invalid'), message()]).toEqual([null, undefined]);
  });
});
