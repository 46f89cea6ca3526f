import { InjectionToken, type Provider } from '@angular/core';

/** What a dictation adapter reports while it listens. */
export interface DictationCallbacks {
  /** The transcript so far (`final: false` while a phrase may still change). */
  readonly onText: (text: string, final: boolean) => void;
  /** Listening ended (stopped, silence, or after an error). */
  readonly onEnd: () => void;
  /** Listening failed (no microphone, permission refused, service down). */
  readonly onError: (error: unknown) => void;
}

/**
 * Speech to text for the composer. The default uses the browser's Web Speech API
 * (`SpeechRecognition`); a server transcription service implements the same two calls.
 */
export interface DictationAdapter {
  /**
   * Starts listening in `lang` (a BCP 47 tag, the page's when absent).
   * @returns A function that stops listening.
   */
  start(lang: string | undefined, callbacks: DictationCallbacks): () => void;
}

/**
 * Text to speech for answers. The default uses the browser's `speechSynthesis`; a server voice
 * implements the same call.
 */
export interface ReadAloudAdapter {
  /**
   * Reads `text` aloud in `lang`; `onEnd` is called when it finished or failed.
   * @returns A function that stops reading.
   */
  speak(text: string, lang: string | undefined, onEnd: () => void): () => void;
}

/**
 * How the chat finds an adapter: whether it can work here (checked synchronously, so an
 * unsupported browser shows no button), and the adapter itself, loaded on first use.
 */
export interface VoiceAdapterLoader<T> {
  readonly supported: () => boolean;
  readonly load: () => Promise<T>;
}

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
