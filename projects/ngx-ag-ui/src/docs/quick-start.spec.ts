import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

// The component of the README quick start, verbatim: this spec keeps the README honest.
// prettier-ignore
@Component({
  selector: 'app-chat',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (message of agent.messages(); track message.id) {
      <p>{{ message.role }}: {{ message.content }}</p>
    }
    <input #box [disabled]="agent.isRunning()" (keydown.enter)="agent.send(box.value); box.value = ''" />
  `,
})
export class Chat {
  protected readonly agent = injectAgent();
}

describe('README quick start', () => {
  it('lists the messages and sends one on Enter', async () => {
    const agent = new ScriptedAgent((input) => ({
      events: textAnswer(input, 'Hello! How can I help?', { deltas: 3 }),
      delayMs: 1,
    }));
    TestBed.configureTestingModule({
      providers: [provideAgUi({ url: '/api/agent' }, withAgent(agent))],
    });
    const fixture = TestBed.createComponent(Chat);
    await fixture.whenStable();
    const box: HTMLInputElement = fixture.nativeElement.querySelector('input');

    box.value = 'Hi';
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await fixture.whenStable();

    const lines = [...fixture.nativeElement.querySelectorAll('p')].map((p: HTMLElement) =>
      p.textContent?.trim(),
    );
    expect(lines).toEqual(['user: Hi', 'assistant: Hello! How can I help?']);
    expect(box.value).toBe('');
    expect(box.disabled).toBe(false);
    expect(agent.inputs).toHaveLength(1);
  });
});
