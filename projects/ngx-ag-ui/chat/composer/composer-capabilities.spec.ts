import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { AgentCapabilities } from '@ag-ui/core';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import { withCapabilities } from 'ngx-ag-ui/capabilities';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { Chat } from '../chat';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [Chat],
  template: `<agui-chat attachments />`,
})
class ChatWithAttachments {}

/** `<agui-chat attachments>` over an agent that declares `declared` (nothing when undefined). */
async function render(declared?: AgentCapabilities) {
  TestBed.configureTestingModule({
    providers: [
      provideAgUi(
        {},
        withAgent(new ScriptedAgent((input) => textAnswer(input, 'Hi'))),
        ...(declared ? [withCapabilities(() => declared)] : []),
      ),
    ],
  });
  const fixture = TestBed.createComponent(ChatWithAttachments);
  await fixture.whenStable();
  // The capabilities are read when the store is created: let that answer, then draw again.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await fixture.whenStable();
  const root: HTMLElement = fixture.nativeElement;
  return {
    attachButton: () => root.querySelector('agui-attachments'),
    fileInput: () => root.querySelector('input[type="file"]'),
  };
}

describe('<agui-composer> and the agent capabilities', () => {
  it('offers attachments when the capabilities are not read', async () => {
    const chat = await render();
    expect(chat.attachButton()).not.toBeNull();
  });

  it('hides the attachment button when the agent declares no multimodal input', async () => {
    const chat = await render({
      multimodal: { input: { image: false, audio: false, video: false, pdf: false, file: false } },
    });
    expect(chat.attachButton()).toBeNull();
    expect(chat.fileInput()).toBeNull();
  });

  it('shows it when the agent declares an input it takes', async () => {
    const chat = await render({ multimodal: { input: { pdf: true, file: false } } });
    expect(chat.attachButton()).not.toBeNull();
  });
});
