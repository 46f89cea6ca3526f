import { InjectionToken, type Provider } from '@angular/core';

import type { DictationAdapter, ReadAloudAdapter, VoiceAdapterLoader } from './voice-adapter-types';

/** What `provideChatVoice` accepts: loaders for either side; the Web Speech defaults otherwise. */
export interface ChatVoiceOptions {
  readonly dictation?: VoiceAdapterLoader<DictationAdapter> | false;
  readonly readAloud?: VoiceAdapterLoader<ReadAloudAdapter> | false;
}

/** The browser's speech recognition constructor, when it has one. */
function recognitionIn(scope: unknown): unknown {
  const window = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  return window.SpeechRecognition ?? window.webkitSpeechRecognition;
}

/** Dictation through the Web Speech API, its code loaded on first use. */
export const WEB_SPEECH_DICTATION: VoiceAdapterLoader<DictationAdapter> = {
  supported: () => typeof recognitionIn(globalThis) === 'function',
  load: () => import('./web-speech-dictation').then((module) => module.webSpeechDictation()),
};

/** Read-aloud through `speechSynthesis`, its code loaded on first use. */
export const WEB_SPEECH_READ_ALOUD: VoiceAdapterLoader<ReadAloudAdapter> = {
  supported: () =>
    typeof globalThis.speechSynthesis?.speak === 'function' &&
    typeof globalThis.SpeechSynthesisUtterance === 'function',
  load: () => import('./web-speech-read-aloud').then((module) => module.webSpeechReadAloud()),
};

/** The dictation of the composer; `null` (the default) shows no dictation button. */
export const AG_UI_DICTATION = new InjectionToken<VoiceAdapterLoader<DictationAdapter> | null>(
  'AG_UI_DICTATION',
  { providedIn: 'root', factory: () => null },
);

/** The read-aloud of answers; `null` (the default) shows no read-aloud button. */
export const AG_UI_READ_ALOUD = new InjectionToken<VoiceAdapterLoader<ReadAloudAdapter> | null>(
  'AG_UI_READ_ALOUD',
  { providedIn: 'root', factory: () => null },
);

/**
 * Turns on voice in the chat: a Dictate button in the composer and Read aloud under each
 * answer, each shown only where it can work and loading its code on first use. The defaults use
 * the browser's Web Speech API; pass loaders of your own for a server service, or `false` to
 * leave one side out.
 *
 * @example
 * providers: [provideChatVoice()]
 * providers: [provideChatVoice({ dictation: { supported: () => true, load: () => import('./whisper').then((m) => m.whisperDictation()) } })]
 *
 * @param options The adapters to use.
 * @returns The providers of `AG_UI_DICTATION` and `AG_UI_READ_ALOUD`.
 */
export function provideChatVoice(options: ChatVoiceOptions = {}): Provider[] {
  const { dictation = WEB_SPEECH_DICTATION, readAloud = WEB_SPEECH_READ_ALOUD } = options;
  return [
    { provide: AG_UI_DICTATION, useValue: dictation || null },
    { provide: AG_UI_READ_ALOUD, useValue: readAloud || null },
  ];
}
