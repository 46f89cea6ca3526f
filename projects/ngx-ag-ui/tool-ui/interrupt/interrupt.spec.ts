import { ApplicationRef, ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { Interrupt, RunAgentInput } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent } from 'ngx-ag-ui/testing';
import { InterruptCard } from 'ngx-ag-ui/tool-ui';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [InterruptCard],
  template: `
    @for (interrupt of agent.interrupts(); track interrupt) {
      <agui-interrupt [interrupt]="interrupt" />
    }
  `,
})
class Host {
  readonly agent = injectAgent();
}

const BOOKING: Interrupt = {
  id: 'book',
  reason: 'input_required',
  message: 'Which room should I book?',
  responseSchema: {
    type: 'object',
    required: ['room', 'people'],
    properties: {
      room: { type: 'string', title: 'Room', enum: ['Ada', 'Turing'] },
      people: {
        type: 'integer',
        title: 'People',
        description: 'Between 1 and 12.',
        minimum: 1,
        maximum: 12,
      },
      note: { type: 'string', title: 'Note' },
      projector: { type: 'boolean', title: 'Projector' },
    },
  },
};

async function render(interrupt: Interrupt) {
  const agent = new ScriptedAgent((input: RunAgentInput, call: number) => [
    runStarted(input.threadId, input.runId),
    runFinished(
      input.threadId,
      input.runId,
      call === 0 ? { outcome: { type: 'interrupt', interrupts: [interrupt] } } : {},
    ),
  ]);
  TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
  const fixture = TestBed.createComponent(Host);
  fixture.componentInstance.agent.send('book a room');
  await TestBed.inject(ApplicationRef).whenStable();
  await fixture.whenStable();
  const root: HTMLElement = fixture.nativeElement;
  return { agent, fixture, root, store: fixture.componentInstance.agent };
}

const control = <T extends HTMLElement>(root: HTMLElement, label: string): T => {
  const element = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  return root.querySelector<T>(`#${element!.htmlFor}`)!;
};
const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

async function settled(fixture: { whenStable(): Promise<unknown> }) {
  // The schema validator is loaded on the first answer: let its import and check finish.
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }
}

describe('<agui-interrupt> with a responseSchema', () => {
  it('draws a labelled field per property, hints tied by aria-describedby', async () => {
    const { root } = await render(BOOKING);

    expect(root.querySelector('[role="group"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(root.textContent).toContain('Which room should I book?');
    const room = control<HTMLSelectElement>(root, 'Room');
    expect(room.tagName).toBe('SELECT');
    expect([...room.options].map((o) => o.textContent)).toEqual(['Choose…', 'Ada', 'Turing']);
    const people = control<HTMLInputElement>(root, 'People');
    expect(people.required).toBe(true);
    expect(root.querySelector(`#${people.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Between 1 and 12.',
    );
    expect(control<HTMLInputElement>(root, 'Projector').type).toBe('checkbox');
    expect(control<HTMLInputElement>(root, 'Note').required).toBe(false);
  });

  it('shows each problem beside its field, focuses the first, and sends nothing', async () => {
    const { agent, fixture, root } = await render(BOOKING);
    control<HTMLInputElement>(root, 'People').value = '40';

    button(root, 'Send answer').click();
    await settled(fixture);

    const room = control<HTMLSelectElement>(root, 'Room');
    const people = control<HTMLInputElement>(root, 'People');
    expect(room.getAttribute('aria-invalid')).toBe('true');
    expect(people.getAttribute('aria-invalid')).toBe('true');
    const errorOf = (element: HTMLElement) =>
      element
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => root.querySelector(`#${id}`)?.textContent?.trim());
    expect(errorOf(room)).toEqual(['This field is required.']);
    expect(errorOf(people)).toEqual(['Between 1 and 12.', 'This value is not accepted.']);
    expect(document.activeElement).toBe(room);
    expect(agent.inputs).toHaveLength(1);
  });

  it('sends the typed answer once as the resume payload', async () => {
    const { agent, fixture, root, store } = await render(BOOKING);
    control<HTMLSelectElement>(root, 'Room').value = '1';
    control<HTMLInputElement>(root, 'People').value = '4';
    control<HTMLInputElement>(root, 'Projector').checked = true;

    button(root, 'Send answer').click();
    button(root, 'Send answer').click();
    await settled(fixture);

    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1].resume).toEqual([
      {
        interruptId: 'book',
        status: 'resolved',
        payload: { room: 'Turing', people: 4, projector: true },
      },
    ]);
    expect(store.status()).toBe('success');
  });

  it('refuses an expired interrupt with the reason shown and no request, but cancels it', async () => {
    const expired = { ...BOOKING, expiresAt: '2000-01-01T00:00:00.000Z' };
    const { agent, fixture, root } = await render(expired);
    control<HTMLSelectElement>(root, 'Room').value = '0';
    control<HTMLInputElement>(root, 'People').value = '2';

    button(root, 'Send answer').click();
    await settled(fixture);

    expect(agent.inputs).toHaveLength(1);
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      'This request expired at 2000-01-01T00:00:00.000Z; it can only be cancelled.',
    );

    button(root, 'Cancel').click();
    await settled(fixture);
    expect(agent.inputs[1].resume).toEqual([{ interruptId: 'book', status: 'cancelled' }]);
  });
});

describe('<agui-interrupt> without a schema', () => {
  it('offers Approve and Reject, answering { approved }', async () => {
    const { agent, fixture, root } = await render({
      id: 'ok',
      reason: 'confirm',
      message: 'Delete it?',
    });

    button(root, 'Reject').click();
    await settled(fixture);

    expect(agent.inputs[1].resume).toEqual([
      { interruptId: 'ok', status: 'resolved', payload: { approved: false } },
    ]);
  });
});

describe('<agui-interrupt> without a schema, expired', () => {
  it('offers Cancel once Approve was refused, and sends only the cancel', async () => {
    const expiresAt = '2000-01-01T00:00:00.000Z';
    const { agent, fixture, root } = await render({ id: 'ok', reason: 'confirm', expiresAt });
    expect(button(root, 'Cancel')).toBeUndefined();

    button(root, 'Approve').click();
    await settled(fixture);
    expect(agent.inputs).toHaveLength(1);
    button(root, 'Cancel').click();
    await settled(fixture);

    expect(agent.inputs.map((input) => input.resume)).toEqual([
      undefined,
      [{ interruptId: 'ok', status: 'cancelled' }],
    ]);
  });
});
