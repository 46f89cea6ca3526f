import type { RunAgentInput } from '@ag-ui/core';
import { activitySnapshot, stateSnapshot, textAnswer } from 'ngx-ag-ui/testing';

import { renderChat } from '../chat.test-helpers';
import { provideChatSuggestions } from './suggestions';
import { agentSuggestions, toSuggestions } from './to-suggestions';

afterEach(() => document.body.replaceChildren());

const chips = (root: HTMLElement) =>
  [...root.querySelectorAll('[role=group][aria-label=Suggestions] button')].map((button) =>
    button.textContent!.trim(),
  );

/** An answer whose run ends with the agent's suggestions: in an activity, or in the state. */
function answerWith(where: 'activity' | 'state') {
  return (input: RunAgentInput) => {
    const events = textAnswer(input, 'Signals notify their consumers.');
    const suggestions = [
      'How do effects work?',
      { title: 'Compare', message: 'Compare with RxJS' },
    ];
    const extra =
      where === 'activity'
        ? activitySnapshot(`s-${input.runId}`, 'suggestions', { suggestions })
        : stateSnapshot({ suggestions });
    return [...events.slice(0, -1), extra, events.at(-1)!];
  };
}

describe('Suggestions', () => {
  it("shows the app's chips in a labelled group, and a chip sends its text", async () => {
    const { root, agent, settle, rows } = await renderChat(answerWith('state'), [
      provideChatSuggestions(['What are signals?', 'Why zoneless?']),
    ]);
    expect(chips(root)).toEqual(['What are signals?', 'Why zoneless?']);
    const chip = root.querySelector<HTMLButtonElement>('.agui-suggestion')!;
    expect(chip.type).toBe('button');
    chip.click();
    await settle();
    expect(agent.inputs.at(-1)?.messages.at(-1)?.content).toBe('What are signals?');
    expect(rows()[0]).toEqual(['user', 'You said What are signals? Edit']);
  });

  it("replaces them with the agent's after an answer: from the state", async () => {
    const { root, ask } = await renderChat(answerWith('state'), [
      provideChatSuggestions(['What are signals?']),
    ]);
    await ask('Hi');
    expect(chips(root)).toEqual(['How do effects work?', 'Compare']);
  });

  it('from a suggestions activity, whose chip sends its message, not its title', async () => {
    const { root, ask, agent, settle } = await renderChat(answerWith('activity'));
    await ask('Hi');
    expect(chips(root)).toEqual(['How do effects work?', 'Compare']);
    [...root.querySelectorAll<HTMLButtonElement>('.agui-suggestion')][1].click();
    await settle();
    expect(agent.inputs.at(-1)?.messages.at(-1)?.content).toBe('Compare with RxJS');
  });

  it('shows nothing when there is nothing to suggest', async () => {
    const { root } = await renderChat(answerWith('state'));
    expect(root.querySelector('[role=group][aria-label=Suggestions]')).toBeNull();
  });
});

describe('toSuggestions', () => {
  it('keeps strings and titled objects, drops the rest, and bounds count and length', () => {
    expect(
      toSuggestions(['a', '', 3, null, { title: ' b ', message: 'c' }, { message: 'x' }]),
    ).toEqual([{ title: 'a' }, { title: 'b', message: 'c' }]);
    expect(toSuggestions(Array.from({ length: 10_000 }, (_, i) => `q${i}`))).toHaveLength(6);
    expect(toSuggestions(['x'.repeat(5000)])[0].title).toHaveLength(300);
    expect(toSuggestions('not a list')).toEqual([]);
  });

  it("reads the agent's only after the person's last message", () => {
    const activity = {
      id: 's1',
      role: 'activity' as const,
      activityType: 'suggestions',
      content: { suggestions: ['old'] },
    };
    const user = { id: 'u2', role: 'user' as const, content: 'next' };
    expect(agentSuggestions([activity], {})).toEqual([{ title: 'old' }]);
    expect(agentSuggestions([activity, user], { suggestions: 7 })).toEqual([]);
  });
});
