import { ChangeDetectionStrategy, Component, type Provider } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { type AgentSource, provideAgUi, withAgent } from 'ngx-ag-ui';
import { type Script, ScriptedAgent } from 'ngx-ag-ui/testing';

import { Chat } from './chat';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [Chat],
  template: `<agui-chat />`,
})
class ChatHost {}

/** Renders `<agui-chat>` over a scripted agent; helpers act the way a person does. */
export async function renderChat(script: Script, providers: Provider[] = []) {
  return renderChatWith(new ScriptedAgent(script), providers);
}

/** `renderChat()` over an agent source of the spec's own (one it pushes events through). */
export async function renderChatWith<Agent extends AgentSource>(
  agent: Agent,
  providers: Provider[] = [],
) {
  TestBed.configureTestingModule({
    providers: [provideAgUi({}, withAgent(agent)), ...providers],
  });
  const fixture = TestBed.createComponent(ChatHost);
  const root: HTMLElement = fixture.nativeElement;
  document.body.appendChild(root);
  await fixture.whenStable();
  // Not whenStable(): a run that hangs keeps a pending task open, on purpose.
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      TestBed.tick();
    }
  };
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === name);
  const type = async (text: string) => {
    const field = root.querySelector<HTMLTextAreaElement>('textarea[aguicomposer]')!;
    field.value = text;
    field.dispatchEvent(new Event('input'));
    TestBed.tick();
    return field;
  };
  const ask = async (text: string) => {
    await type(text);
    button('Send')!.click();
    await settle();
  };
  const status = () => root.querySelector('[role=status]')!.textContent!.trim();
  const rows = () =>
    [...root.querySelectorAll('agui-message')].map((row) => [
      row.getAttribute('data-role'),
      wordsOf(row),
    ]);
  return { agent, fixture, root, settle, button, type, ask, status, rows };
}

/** The text of an element with its text nodes joined by single spaces (jsdom has no layout). */
function wordsOf(element: Element): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  while (walker.nextNode()) words.push(walker.currentNode.textContent!.trim());
  return words.filter(Boolean).join(' ');
}
