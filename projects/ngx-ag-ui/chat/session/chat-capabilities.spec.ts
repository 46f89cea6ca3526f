import { TestBed } from '@angular/core/testing';
import type { AgentCapabilities } from '@ag-ui/core';
import { provideAgUi, withAgent } from 'ngx-ag-ui';
import { withCapabilities } from 'ngx-ag-ui/capabilities';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { ChatSession } from './chat-session';

/** A session over an agent that declares `declared` (or nothing, without `withCapabilities`). */
async function session(...declared: AgentCapabilities[]) {
  TestBed.configureTestingModule({
    providers: [
      provideAgUi(
        {},
        withAgent(new ScriptedAgent((input) => textAnswer(input, 'Hi'))),
        ...declared.map((caps) => withCapabilities(() => caps)),
      ),
      ChatSession,
    ],
  });
  const chat = TestBed.inject(ChatSession);
  // Reading the store creates it, and with it the read of its capabilities.
  chat.store();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return chat;
}

describe('ChatSession and capabilities', () => {
  it('offers attachments when nothing reads the capabilities', async () => {
    const chat = await session();
    expect(chat.capabilities()).toBeUndefined();
    expect(chat.acceptsAttachments()).toBe(true);
  });

  it('hides attachments when the agent declares no file input', async () => {
    const chat = await session({ multimodal: { input: { image: false, file: false } } });
    expect(chat.capabilities()).toEqual({ multimodal: { input: { image: false, file: false } } });
    expect(chat.acceptsAttachments()).toBe(false);
  });

  it('offers them when the agent declares an input modality', async () => {
    const chat = await session({ multimodal: { input: { pdf: true } } });
    expect(chat.acceptsAttachments()).toBe(true);
  });
});
