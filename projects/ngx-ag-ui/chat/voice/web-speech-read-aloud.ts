import type { ReadAloudAdapter } from './voice-adapter-types';

/** Read-aloud through the browser's `speechSynthesis`, one utterance per answer. */
export function webSpeechReadAloud(): ReadAloudAdapter {
  return {
    speak: (text, lang, onEnd) => {
      const synthesis = globalThis.speechSynthesis;
      // One voice at a time: a second Read aloud replaces the first.
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      if (lang) utterance.lang = lang;
      utterance.onend = () => onEnd();
      utterance.onerror = () => onEnd();
      synthesis.speak(utterance);
      return () => synthesis.cancel();
    },
  };
}
