import { TestBed } from '@angular/core/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { ChangeDetectionStrategy, Component } from '@angular/core';
import type { Routes } from '@angular/router';
import {
  AG_UI_GERMAN,
  Chat,
  provideAgUiLanguage,
  provideChatFeedback,
  provideChatSuggestions,
  provideChatVoice,
} from 'ngx-ag-ui/chat';

// The example of docs/chat-kit.md, verbatim: this spec keeps it honest.
// prettier-ignore
@Component({
  selector: 'app-support-page',
  imports: [Chat],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-chat style="height: 32rem" />`,
})
export class SupportPage {}

// prettier-ignore
export const SUPPORT_ROUTES: Routes = [
  {
    path: 'support',
    component: SupportPage,
    providers: [
      provideChatSuggestions(['Wo ist meine Bestellung?', { title: 'Rückgabe', message: 'Wie gebe ich etwas zurück?' }]),
      provideChatFeedback({ onFeedback: (event) => console.info('feedback', event) }),
      provideChatVoice(),
      provideAgUiLanguage(AG_UI_GERMAN),
    ],
  },
];

afterEach(() => localStorage.clear());

describe('docs/chat-kit.md', () => {
  it('shows German chips that send their message, and German rating buttons under the answer', async () => {
    const agent = new ScriptedAgent((input) => textAnswer(input, 'Sie ist unterwegs.'));
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    TestBed.configureTestingModule({
      providers: [
        provideAgUi({ url: '/api/agent' }, withAgent(agent)),
        ...SUPPORT_ROUTES[0].providers!,
      ],
    });
    const fixture = TestBed.createComponent(SupportPage);
    const root: HTMLElement = fixture.nativeElement;
    await fixture.whenStable();
    const chips = root.querySelector('[role=group][aria-label="Vorschläge"]')!;
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent!.trim())).toEqual([
      'Wo ist meine Bestellung?',
      'Rückgabe',
    ]);
    chips.querySelectorAll('button')[1].click();
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await fixture.whenStable();
    }
    expect(agent.inputs[0].messages.at(-1)?.content).toBe('Wie gebe ich etwas zurück?');
    const rate = root.querySelector('[role=group][aria-label="Diese Antwort bewerten"]')!;
    rate.querySelector<HTMLButtonElement>('[aria-label="Gute Antwort"]')!.click();
    expect(info).toHaveBeenCalledWith(
      'feedback',
      expect.objectContaining({ metaType: 'thumbs_up' }),
    );
    expect(root.querySelector('agui-chat')?.getAttribute('lang')).toBe('de');
    info.mockRestore();
  });

  it('holds the example of the guide as written', () => {
    const guide = readFileSync(join(__dirname, '../../../../docs/chat-kit.md'), 'utf8');
    const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());
    expect(blocks).toHaveLength(1);
    const spec = readFileSync(__filename, 'utf8');
    for (const declaration of blocks[0].split('\n\n')) expect(spec).toContain(declaration);
  });
});
