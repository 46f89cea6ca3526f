import type { RunAgentInput } from '@ag-ui/core';
import { AG_UI_GERMAN, provideAgUiLanguage } from 'ngx-ag-ui/chat';
import { runFinished, runStarted, textMessage } from 'ngx-ag-ui/testing';

import { renderChat } from '../chat.test-helpers';

/** A first run that asks for an approval; the resumed one answers. */
const script = (input: RunAgentInput, call: number) => [
  runStarted(input.threadId, input.runId),
  ...(call === 0 ? [] : textMessage('a1', ['Deleted.'])),
  runFinished(
    input.threadId,
    input.runId,
    call === 0
      ? {
          outcome: {
            type: 'interrupt',
            interrupts: [{ id: 'i1', reason: 'confirm', message: 'Delete the draft?' }],
          },
        }
      : {},
  ),
];

describe('<agui-chat> with an open interrupt', () => {
  it('shows the question as a card and resumes the run with the answer', async () => {
    const { agent, root, ask, settle, button } = await renderChat(script);
    await ask('delete the draft');

    const card = root.querySelector('agui-interrupt');
    expect(card?.textContent).toContain('Delete the draft?');
    button('Approve')!.click();
    await settle();

    expect(agent.inputs[1].resume).toEqual([
      { interruptId: 'i1', status: 'resolved', payload: { approved: true } },
    ]);
    expect(root.querySelector('agui-interrupt')).toBeNull();
  });

  it('words the card in the chat language', async () => {
    const { root, type, settle, button } = await renderChat(script, [
      provideAgUiLanguage(AG_UI_GERMAN),
    ]);
    await type('delete the draft');
    button('Senden')!.click();
    await settle();

    expect(root.querySelector('agui-interrupt')).not.toBeNull();
    expect(button('Freigeben')?.closest('agui-interrupt')).toBe(
      root.querySelector('agui-interrupt'),
    );
  });
});
