import { InjectionToken, type Provider } from '@angular/core';

import { type AgUiChatLabels, DEFAULT_AG_UI_CHAT_LABELS } from './chat-labels';

/** Behaviour and texts shared by every chat component under one injector. */
export interface AgUiChatOptions {
  /** Texts and announcements in the app's language. */
  readonly labels: AgUiChatLabels;
  /**
   * Whether a message sent while a run is going waits and is sent when the run ends. When off,
   * the composer's send button is disabled while the agent answers.
   */
  readonly queueWhileRunning: boolean;
  /** Whether the person may edit their last message and send it again. */
  readonly editLastMessage: boolean;
  /**
   * Pixels from the bottom within which the conversation still counts as "at the end": the
   * view keeps following the stream there, and the "Jump to latest" button stays hidden.
   */
  readonly followThreshold: number;
}

/** What `provideChatOptions` accepts: any subset, labels (and error titles) merged one by one. */
export type AgUiChatOptionsInit = Partial<Omit<AgUiChatOptions, 'labels'>> & {
  readonly labels?: Partial<Omit<AgUiChatLabels, 'errorTitles'>> & {
    readonly errorTitles?: Partial<AgUiChatLabels['errorTitles']>;
  };
};

/** The options used when the app provides none. */
export const DEFAULT_AG_UI_CHAT_OPTIONS: AgUiChatOptions = {
  labels: DEFAULT_AG_UI_CHAT_LABELS,
  queueWhileRunning: false,
  editLastMessage: true,
  followThreshold: 48,
};

/** Behaviour and texts of the chat components; `provideChatOptions` sets it. */
export const AG_UI_CHAT_OPTIONS = new InjectionToken<AgUiChatOptions>('AG_UI_CHAT_OPTIONS', {
  providedIn: 'root',
  factory: () => DEFAULT_AG_UI_CHAT_OPTIONS,
});

/**
 * Sets the behaviour and texts of every chat component below this injector; unspecified fields
 * keep their defaults.
 *
 * @example
 * providers: [provideChatOptions({ queueWhileRunning: true, labels: { send: 'Senden' } })]
 *
 * @param init The options to change.
 * @returns A provider for `AG_UI_CHAT_OPTIONS`.
 */
export function provideChatOptions(init: AgUiChatOptionsInit): Provider {
  return { provide: AG_UI_CHAT_OPTIONS, useValue: toChatOptions(init) };
}

/** Merges a partial set of options (and labels) over the defaults; `undefined` keeps a default. */
export function toChatOptions(
  init: AgUiChatOptionsInit,
  base: AgUiChatOptions = DEFAULT_AG_UI_CHAT_OPTIONS,
): AgUiChatOptions {
  const { labels, ...rest } = init;
  const merged = { ...base.labels, ...definedFields(labels) };
  // Error titles merge one by one too: a translation may cover only the kinds it cares about.
  const errorTitles = { ...base.labels.errorTitles, ...definedFields(labels?.errorTitles) };
  return { ...base, ...definedFields(rest), labels: { ...merged, errorTitles } };
}

/** The fields of `value` that are not `undefined`: spread over defaults, they keep the defaults. */
function definedFields<T extends object>(
  value: T | undefined,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, field]) => field !== undefined),
  ) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
