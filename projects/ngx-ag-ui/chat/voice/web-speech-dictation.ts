import type { DictationAdapter } from './voice-adapter-types';

/** The part of the Web Speech API's `SpeechRecognition` the adapter uses. */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<Result> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

interface Result {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
  readonly length: number;
}

/**
 * Dictation through the browser's `SpeechRecognition` (prefixed `webkitSpeechRecognition` in
 * Chromium and Safari): interim results while the person speaks, the whole transcript each time.
 */
export function webSpeechDictation(): DictationAdapter {
  return {
    start: (lang, { onText, onEnd, onError }) => {
      const scope = globalThis as unknown as Record<string, new () => Recognition>;
      const Constructor = scope['SpeechRecognition'] ?? scope['webkitSpeechRecognition'];
      const recognition = new Constructor();
      if (lang) recognition.lang = lang;
      recognition.interimResults = true;
      recognition.continuous = true;
      recognition.onresult = (event) => {
        let text = '';
        let final = true;
        for (let i = 0; i < event.results.length; i++) {
          const result = event.results[i];
          text += result[0]?.transcript ?? '';
          final &&= result.isFinal;
        }
        onText(text, final);
      };
      recognition.onerror = (event) =>
        onError(new Error(event.error ?? 'speech recognition failed'));
      recognition.onend = () => onEnd();
      recognition.start();
      return () => recognition.stop();
    },
  };
}
