import type { RunAgentInput } from '@ag-ui/core';
import { textAnswer } from 'ngx-ag-ui/testing';

import { renderChat } from '../chat.test-helpers';
import { AG_UI_ARABIC } from './language-ar';
import { AG_UI_GERMAN } from './language-de';
import { AG_UI_ENGLISH } from './language-en';
import { provideAgUiLanguage } from './provide-ag-ui-language';

const codeAnswer = (input: RunAgentInput) =>
  textAnswer(input, 'Here:\n\n```ts\nconst x = 1;\n```\n');

/** The English labels that the German set words differently and that have no placeholder. */
function englishOnly(): string[] {
  const pairs: [unknown, unknown][] = [];
  const walk = (en: unknown, de: unknown) => {
    if (en !== null && typeof en === 'object')
      for (const key of Object.keys(en))
        walk((en as Record<string, unknown>)[key], (de as Record<string, unknown>)[key]);
    else pairs.push([en, de]);
  };
  for (const set of ['chat', 'citations', 'markdown', 'toolUi', 'threadList', 'usage'] as const)
    walk(AG_UI_ENGLISH[set], AG_UI_GERMAN[set]);
  return pairs
    .filter(([en, de]) => typeof en === 'string' && en !== de && !en.includes('{'))
    .map(([en]) => en as string)
    .filter((en) => en.length > 3);
}

/** Every text and accessible name in `root`. */
function shownTexts(root: HTMLElement): string {
  const names = [...root.querySelectorAll('[aria-label],[placeholder]')].map(
    (element) => `${element.getAttribute('aria-label')} ${element.getAttribute('placeholder')}`,
  );
  return `${root.textContent} ${names.join(' ')}`;
}

/** The English-only labels shown in `root`, matched as whole words ("Send" is not in "Senden"). */
function englishInView(root: HTMLElement): string[] {
  const shown = shownTexts(root);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return englishOnly().filter((text) =>
    new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(shown),
  );
}

afterEach(() => document.body.replaceChildren());

describe('provideAgUiLanguage', () => {
  it('switches the chat, its Markdown and its status to one language in one call', async () => {
    const { root, type, button, settle, status } = await renderChat(codeAnswer, [
      provideAgUiLanguage(AG_UI_GERMAN),
    ]);
    const chat = root.querySelector('agui-chat')!;
    expect([chat.getAttribute('lang'), chat.getAttribute('dir')]).toEqual(['de', 'ltr']);
    expect(root.querySelector('[role=log]')?.textContent).toContain(AG_UI_GERMAN.chat.empty);
    expect(status()).toBe('Bereit.');

    await type('Hallo');
    button('Senden')!.click();
    await settle();
    expect(status()).toBe('Antwort vollständig.');
    const copy = [...root.querySelectorAll('button')].find(
      (b) => b.textContent!.trim() === 'Kopieren',
    );
    expect(copy?.getAttribute('aria-label')).toBe('ts-Code kopieren');
  });

  it('leaves no English label in view', async () => {
    const { root } = await renderChat(codeAnswer, [provideAgUiLanguage(AG_UI_GERMAN)]);
    expect(englishInView(root)).toEqual([]);
  });

  it('finds the English labels of the same view without a language (the check above can fail)', async () => {
    const { root } = await renderChat(codeAnswer);
    expect(englishInView(root)).toEqual(expect.arrayContaining(['Send', 'Run status']));
  });

  it('sets a right-to-left language on the chat, so its layout mirrors', async () => {
    const { root } = await renderChat(codeAnswer, [provideAgUiLanguage(AG_UI_ARABIC)]);
    const chat = root.querySelector('agui-chat')!;
    expect([chat.getAttribute('lang'), chat.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(root.textContent).toContain('إرسال');
  });

  it('leaves lang and dir to the page when no language is chosen', async () => {
    const { root } = await renderChat(codeAnswer);
    const chat = root.querySelector('agui-chat')!;
    expect([chat.hasAttribute('lang'), chat.hasAttribute('dir')]).toEqual([false, false]);
  });
});
