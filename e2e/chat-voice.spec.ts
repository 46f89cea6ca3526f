import { expect, test } from '@playwright/test';

import { answers, runStatus } from './support/chat';

/**
 * Headless Chromium has no speech service: this stands in for the Web Speech API under the
 * library's default adapters. Recognition "hears" `window.__heard`; synthesis records what it
 * is asked to say and ends when the test calls `window.__endSpeech()`.
 */
function fakeWebSpeech(): void {
  const scope = window as unknown as Record<string, unknown>;
  scope['__heard'] = 'How do computed signals work?';
  const spoken: string[] = [];
  scope['__spoken'] = spoken;
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start(): void {
      const words = String(scope['__heard']).split(' ');
      const half = words.slice(0, 2).join(' ');
      const result = (transcript: string, isFinal: boolean) => ({
        resultIndex: 0,
        results: [Object.assign([{ transcript }], { isFinal })],
      });
      setTimeout(() => this.onresult?.(result(half, false)), 20);
      setTimeout(() => this.onresult?.(result(words.join(' '), true)), 40);
      setTimeout(() => this.onend?.(), 60);
    }
    stop(): void {
      this.onend?.();
    }
  }
  scope['SpeechRecognition'] = FakeRecognition;
  scope['webkitSpeechRecognition'] = FakeRecognition;
  class FakeUtterance {
    lang = '';
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  let speaking: FakeUtterance | null = null;
  scope['SpeechSynthesisUtterance'] = FakeUtterance;
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak: (utterance: FakeUtterance) => {
        spoken.push(utterance.text);
        speaking = utterance;
      },
      cancel: () => {
        speaking?.onend?.();
        speaking = null;
      },
    },
  });
  scope['__endSpeech'] = () => {
    speaking?.onend?.();
    speaking = null;
  };
}

test('dictation writes into the composer and Read aloud reads the answer', async ({ page }) => {
  await page.addInitScript(fakeWebSpeech);
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Your question' });
  const dictate = page.getByRole('button', { name: 'Dictate' });
  await dictate.click();
  await expect(field).toHaveValue('How do computed signals work?');
  await expect(dictate).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  const answer = answers(page).last();
  const shown = (await answer.locator('agui-markdown').innerText()).replace(/\s+/g, ' ');
  await answer.getByRole('button', { name: 'Read aloud' }).click();
  const reading = answer.getByRole('button', { name: 'Stop reading' });
  await expect(reading).toHaveAttribute('aria-pressed', 'true');
  const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
  expect(spoken).toHaveLength(1);
  // The answer's words as shown, without Markdown signs.
  expect(spoken[0]).toContain(shown.split(' ').slice(0, 6).join(' '));
  expect(spoken[0]).toContain('computed');
  expect(spoken[0]).not.toMatch(/[*`#]/);
  await page.evaluate(() => (window as unknown as { __endSpeech: () => void }).__endSpeech());
  await expect(answer.getByRole('button', { name: 'Read aloud' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
