import type { RunAgentInput } from '@ag-ui/core';
import { textAnswer } from 'ngx-ag-ui/testing';

import { renderChat } from '../chat.test-helpers';

afterEach(() => document.body.replaceChildren());

/** Answers the first question with 3 KB of nested quotes, every later one normally. */
const hostileFirst = (input: RunAgentInput) =>
  textAnswer(
    input,
    input.messages.length <= 1
      ? '>'.repeat(3000) + ' deep'
      : `Fine: ${String(input.messages.at(-1)?.content)}`,
  );

describe('a hostile answer in the chat', () => {
  it('renders with a notice, and the messages after it still appear', async () => {
    const { root, ask, rows } = await renderChat(hostileFirst);
    await ask('First');
    await ask('Second');
    const answers = rows().filter(([role]) => role === 'assistant');
    expect(answers).toHaveLength(2);
    expect(answers[1][1]).toContain('Fine: Second');
    expect(root.querySelector('agui-message [role=note]')).not.toBeNull();
  });
});
