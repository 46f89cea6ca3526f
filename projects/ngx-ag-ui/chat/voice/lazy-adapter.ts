import {
  afterNextRender,
  DOCUMENT,
  inject,
  type InjectionToken,
  type Signal,
  signal,
} from '@angular/core';

import { AG_UI_LANGUAGE } from '../i18n/ag-ui-language';
import type { VoiceAdapterLoader } from './voice-adapter-types';

/** A voice button's adapter: whether it can work here, its language, and the adapter itself. */
export interface LazyAdapter<T> {
  /**
   * Whether there is an adapter that can work in this browser: checked after the first render,
   * so a server-rendered page and its hydration agree (no button on either) before it shows.
   */
  readonly available: Signal<boolean>;
  /** The language to listen or speak in: the app's chosen language, else the page's. */
  readonly lang: string | undefined;
  /** The adapter, loaded on the first call and kept; a load that failed is tried again. */
  load(): Promise<T>;
}

/**
 * The adapter `token` provides, its code loaded once, on first use, so a page that never
 * presses the button never loads it. Call it in an injection context (a component field).
 */
export function injectLazyAdapter<T>(
  token: InjectionToken<VoiceAdapterLoader<T> | null>,
): LazyAdapter<T> {
  const loader = inject(token);
  const available = signal(false);
  if (loader) afterNextRender(() => available.set(loader.supported()));
  let loaded: Promise<T> | null = null;
  return {
    available: available.asReadonly(),
    lang: inject(AG_UI_LANGUAGE)?.lang ?? (inject(DOCUMENT).documentElement.lang || undefined),
    load: () => {
      // The buttons only show when `available()`, which needs a loader: never reached without one.
      if (!loader) {
        const hint = 'add provideChatVoice() to the providers';
        return Promise.reject(new Error(`ngx-ag-ui: no voice adapter is provided; ${hint}.`));
      }
      // A failed load is forgotten, so the next press tries again (the network may be back).
      loaded ??= loader.load().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      return loaded;
    },
  };
}
