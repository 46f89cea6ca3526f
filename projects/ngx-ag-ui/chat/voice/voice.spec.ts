import type { RunAgentInput } from '@ag-ui/core';
import { textAnswer } from 'ngx-ag-ui/testing';

import { renderChat } from '../chat.test-helpers';
import { toSpokenText } from './to-spoken-text';
import type {
  DictationAdapter,
  DictationCallbacks,
  ReadAloudAdapter,
  VoiceAdapterLoader,
} from './voice-adapter-types';
import { provideChatVoice } from './voice-adapters';

const answer = (input: RunAgentInput) =>
  textAnswer(input, '**Signals** notify [consumers](https://angular.dev).');

/** A dictation adapter driven by the test: it hands out the callbacks of each start. */
function testDictation(supported = true) {
  const sessions: { lang: string | undefined; callbacks: DictationCallbacks; stops: number }[] = [];
  let loads = 0;
  const loader: VoiceAdapterLoader<DictationAdapter> = {
    supported: () => supported,
    load: async () => {
      loads++;
      return {
        start: (lang, callbacks) => {
          const session = { lang, callbacks, stops: 0 };
          sessions.push(session);
          return () => session.stops++;
        },
      };
    },
  };
  return { loader, sessions, loads: () => loads };
}

/** A read-aloud adapter that records what it was asked to read; its first `failures` loads fail. */
function testReadAloud(failures = 0) {
  const spoken: { text: string; onEnd: () => void }[] = [];
  let stops = 0;
  let loads = 0;
  const loader: VoiceAdapterLoader<ReadAloudAdapter> = {
    supported: () => true,
    load: async () => {
      if (++loads <= failures) throw new Error('offline');
      return {
        speak: (text, _lang, onEnd) => {
          spoken.push({ text, onEnd });
          return () => stops++;
        },
      };
    },
  };
  return { loader, spoken, stops: () => stops, loads: () => loads };
}

afterEach(() => document.body.replaceChildren());

describe('voice', () => {
  it('shows no voice buttons unless the app turns voice on', async () => {
    const { ask, button } = await renderChat(answer);
    await ask('Hi');
    expect([button('Dictate'), button('Read aloud')]).toEqual([undefined, undefined]);
  });

  it('hides a side the browser cannot do, and loads nothing for it', async () => {
    const dictation = testDictation(false);
    const { button } = await renderChat(answer, [
      provideChatVoice({ dictation: dictation.loader, readAloud: false }),
    ]);
    expect(button('Dictate')).toBeUndefined();
    expect(dictation.loads()).toBe(0);
  });

  it('dictates after what was typed, as a pressed toggle, and stops', async () => {
    const dictation = testDictation();
    const { button, type, settle } = await renderChat(answer, [
      provideChatVoice({ dictation: dictation.loader, readAloud: false }),
    ]);
    const field = await type('Note:');
    expect(dictation.loads()).toBe(0);
    button('Dictate')!.click();
    await settle();
    expect(dictation.loads()).toBe(1);
    expect(button('Stop dictation')?.getAttribute('aria-pressed')).toBe('true');
    dictation.sessions[0].callbacks.onText('how do', false);
    await settle();
    expect(field.value).toBe('Note: how do');
    dictation.sessions[0].callbacks.onText('how do signals work', true);
    await settle();
    expect(field.value).toBe('Note: how do signals work');
    expect(button('Send')!.disabled).toBe(false);

    button('Stop dictation')!.click();
    await settle();
    expect(dictation.sessions[0].stops).toBe(1);
    expect(button('Dictate')?.getAttribute('aria-pressed')).toBe('false');
    // A result that arrives after Stop leaves what the person types next alone.
    await type('Edited');
    dictation.sessions[0].callbacks.onText('late words', true);
    await settle();
    expect(field.value).toBe('Edited');
  });

  it('says why dictation failed and keeps the text', async () => {
    const dictation = testDictation();
    const { root, button, type, settle } = await renderChat(answer, [
      provideChatVoice({ dictation: dictation.loader, readAloud: false }),
    ]);
    const field = await type('Keep me');
    button('Dictate')!.click();
    await settle();
    dictation.sessions[0].callbacks.onError(new Error('not-allowed'));
    await settle();
    expect(field.value).toBe('Keep me');
    expect(button('Dictate')?.getAttribute('aria-pressed')).toBe('false');
    expect(root.querySelector('agui-dictation-button [aria-live]')?.textContent).toContain(
      'Dictation failed',
    );
  });

  it('reads an answer aloud without its Markdown signs, and stops', async () => {
    const readAloud = testReadAloud();
    const { ask, button, settle } = await renderChat(answer, [
      provideChatVoice({ dictation: false, readAloud: readAloud.loader }),
    ]);
    await ask('Hi');
    button('Read aloud')!.click();
    await settle();
    expect(readAloud.spoken.map((s) => s.text)).toEqual(['Signals notify consumers.']);
    expect(button('Stop reading')?.getAttribute('aria-pressed')).toBe('true');
    readAloud.spoken[0].onEnd();
    await settle();
    expect(button('Read aloud')?.getAttribute('aria-pressed')).toBe('false');
    button('Read aloud')!.click();
    await settle();
    button('Stop reading')!.click();
    await settle();
    expect(readAloud.stops()).toBe(1);
  });

  it('loads an adapter once, on the first press, and again only after a failed load', async () => {
    const readAloud = testReadAloud(1);
    const { ask, button, settle } = await renderChat(answer, [
      provideChatVoice({ dictation: false, readAloud: readAloud.loader }),
    ]);
    await ask('Hi');
    expect(readAloud.loads()).toBe(0);
    button('Read aloud')!.click();
    await settle();
    // The load failed: the button is not pressed, and the next press tries again.
    expect(button('Read aloud')?.getAttribute('aria-pressed')).toBe('false');
    for (let press = 0; press < 3; press++) {
      button('Read aloud')!.click();
      await settle();
      readAloud.spoken[press].onEnd();
      await settle();
    }
    expect(readAloud.spoken).toHaveLength(3);
    expect(readAloud.loads()).toBe(2);
  });
});

describe('toSpokenText', () => {
  it('drops Markdown signs, link targets and footnote markers, keeps snake_case', () => {
    expect(
      toSpokenText(
        '# Title\n\n> **Bold** and `code_name` see [docs](https://x.dev)[^1].\n\n- item',
      ),
    ).toBe('Title Bold and code_name see docs. item');
  });
});
