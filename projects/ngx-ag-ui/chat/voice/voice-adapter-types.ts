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
