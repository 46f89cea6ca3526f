import type { RunAgentInput } from '@ag-ui/core';
import {
  runError,
  runStarted,
  textAnswer,
  textMessageContent,
  textMessageStart,
} from 'ngx-ag-ui/testing';

import { renderChat } from './chat.test-helpers';
import { provideChatOptions } from './options/chat-options';

const echo = (input: RunAgentInput) => {
  const last = input.messages.at(-1);
  return textAnswer(input, `You said: ${String(last?.content)}`);
};

afterEach(() => document.body.replaceChildren());

describe('Chat', () => {
  it('shows the question and the answer, numbered, in a log region', async () => {
    const { root, ask, status, rows } = await renderChat(echo);
    expect(root.querySelector('[role=log]')?.textContent).toContain('Ask a question to start.');
    await ask('Hello');
    expect(rows()).toEqual([
      ['user', 'You said Hello Edit'],
      ['assistant', 'Answer 1 You said: Hello'],
    ]);
    expect(status()).toBe('Answer complete.');
    expect(root.querySelector('[role=log]')?.getAttribute('aria-label')).toBe('Conversation');
    expect(root.querySelector('[role=log]')?.getAttribute('aria-live')).toBe('off');
  });

  it('announces a completed answer once, politely, without its markers', async () => {
    const { root, ask } = await renderChat(echo);
    const announcer = root.querySelector('[aria-live=polite]')!;
    expect(announcer.textContent!.trim()).toBe('');
    await ask('Hello');
    expect(announcer.textContent!.trim()).toBe('Answer complete: You said: Hello');
  });

  it('stops a run, keeps the partial answer and marks it', async () => {
    const { ask, button, status, rows, root, settle } = await renderChat([
      {
        events: [runStarted(), textMessageStart('m1'), textMessageContent('m1', 'Half')],
        hang: true,
      },
    ]);
    await ask('Hello');
    expect(button('Send')).toBeUndefined();
    button('Stop')!.focus();
    button('Stop')!.click();
    await settle();
    expect(status()).toBe('Stopped. The partial answer is kept; regenerate to try again.');
    expect(rows()[1][1]).toContain('Half Stopped before the end.');
    // Stop went away with the run: focus is on the composer, not lost to the page.
    expect(document.activeElement).toBe(root.querySelector('textarea[aguicomposer]'));
  });

  it('explains an error and retries the last question', async () => {
    const { agent, ask, button, root, status, settle, rows } = await renderChat([
      [runStarted(), textMessageStart('m1'), textMessageContent('m1', 'Half'), runError('Boom')],
      echo({
        threadId: 't',
        runId: 'r2',
        messages: [{ id: 'u', role: 'user', content: 'Hi' }],
      } as RunAgentInput),
    ]);
    await ask('Hi');
    const alert = root.querySelector('[role=alert]')!;
    expect(status()).toBe('The run failed.');
    expect(alert.querySelector('[role=heading]')?.textContent?.trim()).toBe(
      'The agent reported a failed run',
    );
    expect(alert.textContent).toContain('Boom');
    button('Retry')!.focus();
    button('Retry')!.click();
    await settle();
    // Retry went away with the error: focus is on the composer, not lost to the page.
    expect(document.activeElement).toBe(root.querySelector('textarea[aguicomposer]'));
    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1].messages.map((m) => m.role)).toEqual(['user']);
    expect(alert.textContent!.trim()).toBe('');
    expect(rows().map(([, text]) => text)).toEqual(['You said Hi Edit', 'Answer 1 You said: Hi']);
  });

  it('edits the last question and sends it again in place of the old turn', async () => {
    const { agent, ask, button, root, settle, rows } = await renderChat(echo);
    await ask('Hello');
    button('Edit')!.click();
    await settle();
    const field = root.querySelector<HTMLTextAreaElement>('agui-user-message textarea')!;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('Hello');
    field.value = 'Hello again';
    field.dispatchEvent(new Event('input'));
    button('Send again')!.click();
    await settle();
    expect(agent.inputs[1].messages.map((m) => m.content)).toEqual(['Hello again']);
    expect(rows().map(([, text]) => text)).toEqual([
      'You said Hello again Edit',
      'Answer 1 You said: Hello again',
    ]);
  });

  it('offers Edit only on the last question', async () => {
    const { ask, root } = await renderChat(echo);
    await ask('One');
    await ask('Two');
    const users = root.querySelectorAll('agui-message[data-role=user]');
    expect(users[0].querySelector('button')).toBeNull();
    expect(users[1].querySelector('button')?.textContent?.trim()).toBe('Edit');
  });

  it('queues a message sent while running and sends it when the run ends', async () => {
    const { agent, ask, type, button, status, settle, rows } = await renderChat(
      (input, call) =>
        call === 0
          ? { events: [runStarted(input.threadId, input.runId)], hang: true }
          : echo(input),
      [provideChatOptions({ queueWhileRunning: true })],
    );
    await ask('First');
    await type('Second');
    button('Queue')!.click();
    await settle();
    expect(status()).toBe('Your message is queued: it is sent when this answer ends.');
    expect(agent.inputs).toHaveLength(1);
    button('Stop')!.click();
    await settle();
    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1].messages.map((m) => m.content)).toEqual(['First', 'Second']);
    expect(rows().at(-1)).toEqual(['assistant', 'Answer 1 You said: Second']);
  });

  it('refuses to send while running when queueing is off', async () => {
    const { ask, type, button, root } = await renderChat([{ events: [runStarted()], hang: true }]);
    await ask('First');
    await type('Second');
    expect(button('Send')).toBeUndefined();
    root
      .querySelector('textarea[aguicomposer]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(root.querySelectorAll('agui-message[data-role=user]')).toHaveLength(1);
  });

  it('re-renders only the streaming row while an answer streams', async () => {
    const { ask, root, settle } = await renderChat((input, call) =>
      call === 0
        ? echo(input)
        : { events: textAnswer(input, 'one two three four five six', { deltas: 6 }), delayMs: 1 },
    );
    await ask('First');
    const firstAnswer = root.querySelectorAll('agui-message[data-role=assistant]')[0];
    let mutations = 0;
    const observer = new MutationObserver((records) => (mutations += records.length));
    observer.observe(firstAnswer, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    await ask('Second');
    while (root.querySelector('[role=status]')!.textContent!.trim() !== 'Answer complete.')
      await settle();
    observer.disconnect();
    expect(root.querySelectorAll('agui-message[data-role=assistant]')[1].textContent).toContain(
      'one two three four five six',
    );
    expect(mutations).toBe(0);
  });
});
