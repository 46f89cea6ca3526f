import {
  inject,
  Injectable,
  InjectionToken,
  Injector,
  type Provider,
  runInInjectionContext,
  signal,
} from '@angular/core';

import {
  type FeedbackEntry,
  type FeedbackMetaEvent,
  type FeedbackRating,
  FEEDBACK_COMMENT_LIMIT,
  readFeedbackEntries,
  toFeedbackEvent,
} from './feedback-event';

/**
 * Where ratings are kept, per thread (the key is the thread id, so a thread's ratings come back
 * with it after a reload). Async, so a server can keep them; a rejection is reported, not thrown.
 */
export interface FeedbackStorage {
  /** The stored ratings of `threadId` (any value: it is checked on read). */
  get(threadId: string): Promise<unknown>;
  /** Saves the ratings of `threadId`, `messageId -> entry`. */
  set(threadId: string, entries: Readonly<Record<string, FeedbackEntry>>): Promise<void>;
}

/** Keeps ratings in `localStorage`, one key per thread (`agui-feedback:<threadId>`). */
export function localStorageFeedbackStorage(prefix = 'agui-feedback:'): FeedbackStorage {
  return {
    get: async (threadId) => {
      const text = globalThis.localStorage?.getItem(prefix + threadId);
      return text ? (JSON.parse(text) as unknown) : undefined;
    },
    set: async (threadId, entries) => {
      globalThis.localStorage?.setItem(prefix + threadId, JSON.stringify(entries));
    },
  };
}

/** What `provideChatFeedback` accepts. */
export interface ChatFeedbackOptions {
  /**
   * Called with each rating and each comment, as an AG-UI META event. It runs in the injection
   * context of the providers, so it may `inject()` the service that sends it on.
   */
  readonly onFeedback?: (event: FeedbackMetaEvent) => void;
  /** Where ratings are saved (default: `localStorage`, per thread). */
  readonly storage?: FeedbackStorage;
}

/** The feedback options of the chat; `null` (the default) shows no rating buttons. */
export const AG_UI_CHAT_FEEDBACK = new InjectionToken<ChatFeedbackOptions | null>(
  'AG_UI_CHAT_FEEDBACK',
  { providedIn: 'root', factory: () => null },
);

/**
 * Shows thumbs up / down (and an optional comment) under each complete answer, calls
 * `onFeedback` with an AG-UI META event, and saves the rating per thread so a reload shows it.
 *
 * @example
 * providers: [provideChatFeedback({ onFeedback: (event) => analytics.send(event) })]
 *
 * @param options The hook and the storage.
 * @returns The providers of the feedback options and state.
 */
export function provideChatFeedback(options: ChatFeedbackOptions = {}): Provider[] {
  return [{ provide: AG_UI_CHAT_FEEDBACK, useValue: options }, ChatFeedback];
}

/**
 * The ratings of the threads shown, loaded once per thread from the feedback storage and
 * saved on each change. A storage that fails keeps the rating on screen and reports through
 * `problem()`; nothing is thrown.
 */
@Injectable({ providedIn: 'root' })
export class ChatFeedback {
  readonly #options = inject(AG_UI_CHAT_FEEDBACK) ?? {};
  readonly #injector = inject(Injector);
  readonly #storage = this.#options.storage ?? localStorageFeedbackStorage();
  readonly #entries = signal<Readonly<Record<string, Readonly<Record<string, FeedbackEntry>>>>>({});
  readonly #loading = new Map<string, Promise<void>>();
  /** The last storage failure, or `null`. */
  readonly problem = signal<string | null>(null);

  /** The rating of `messageId` in `threadId` (a signal read), once `load(threadId)` is done. */
  entry(threadId: string, messageId: string): FeedbackEntry | undefined {
    return this.#entries()[threadId]?.[messageId];
  }

  /** Loads the ratings of `threadId` once (later calls share the first load). */
  load(threadId: string): Promise<void> {
    let loading = this.#loading.get(threadId);
    if (!loading) {
      // Promise.resolve().then: a storage that throws instead of rejecting is reported the same way.
      loading = Promise.resolve()
        .then(() => this.#storage.get(threadId))
        .then((value) => {
          const stored = readFeedbackEntries(value);
          // A rating given while loading wins over the stored one.
          this.#entries.update((all) => ({
            ...all,
            [threadId]: { ...stored, ...all[threadId] },
          }));
        })
        .catch((error: unknown) => this.problem.set(describe(error)));
      this.#loading.set(threadId, loading);
    }
    return loading;
  }

  /**
   * Rates an answer (a comment replaces the previous one), saves the thread's ratings and
   * calls `onFeedback`. @returns The META event sent.
   */
  give(
    threadId: string,
    messageId: string,
    rating: FeedbackRating,
    comment?: string,
  ): FeedbackMetaEvent {
    const text = comment?.trim().slice(0, FEEDBACK_COMMENT_LIMIT);
    const entry: FeedbackEntry = {
      rating,
      timestamp: Date.now(),
      ...(text ? { comment: text } : {}),
    };
    this.#entries.update((all) => ({
      ...all,
      [threadId]: { ...all[threadId], [messageId]: entry },
    }));
    const saved = this.#entries()[threadId];
    void Promise.resolve()
      .then(() => this.#storage.set(threadId, saved))
      .then(() => this.problem.set(null))
      .catch((error: unknown) => this.problem.set(describe(error)));
    const event = toFeedbackEvent(messageId, threadId || undefined, entry);
    try {
      const hook = this.#options.onFeedback;
      if (hook) runInInjectionContext(this.#injector, () => hook(event));
    } catch (error) {
      // The app's hook failing must not take the rating back from the person.
      this.problem.set(describe(error));
    }
    return event;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
