import { TestBed } from '@angular/core/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import { runStarted, ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { ChangeDetectionStrategy, Component } from '@angular/core';
import { Chat, provideChatOptions } from 'ngx-ag-ui/chat';

// The example of docs/chat.md, verbatim: this spec keeps it honest.
// prettier-ignore
@Component({
  selector: 'app-support-chat',
  imports: [Chat],
  providers: [provideChatOptions({ queueWhileRunning: true, labels: { composerLabel: 'Your question' } })],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-chat style="height: 32rem; --agui-chat-user-background: #e7ecff" />`,
})
export class SupportChat {}

describe('docs/chat.md', () => {
  it('answers, and queues a question asked while the agent answers', async () => {
    const agent = new ScriptedAgent((input, call) =>
      call === 0
        ? { events: [runStarted(input.threadId, input.runId)], hang: true }
        : textAnswer(input, 'Two answered.'),
    );
    TestBed.configureTestingModule({
      providers: [provideAgUi({ url: '/api/agent' }, withAgent(agent))],
    });
    const fixture = TestBed.createComponent(SupportChat);
    const root: HTMLElement = fixture.nativeElement;
    await fixture.whenStable();
    const field = root.querySelector<HTMLTextAreaElement>('textarea')!;
    const label = root.querySelector(`label[for="${field.id}"]`);
    expect(label?.textContent?.trim()).toBe('Your question');
    const press = (text: string) => {
      field.value = text;
      field.dispatchEvent(new Event('input'));
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
      TestBed.tick();
    };

    press('One');
    press('Two');
    expect(root.querySelector('[role=status]')?.textContent?.trim()).toBe(
      'Your message is queued: it is sent when this answer ends.',
    );
    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Stop')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
    expect(agent.inputs.map((input) => input.messages.at(-1)?.content)).toEqual(['One', 'Two']);
    expect(root.querySelector('[role=log]')?.textContent).toContain('Two answered.');
  });

  it('holds the example of the guide as written', () => {
    const section = readFileSync(join(__dirname, '../../../../docs/chat.md'), 'utf8');
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());
    expect(blocks).toHaveLength(1);
    const spec = readFileSync(__filename, 'utf8');
    for (const declaration of blocks[0].split('\n\n')) expect(spec).toContain(declaration);
  });
});
