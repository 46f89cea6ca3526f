import {
  afterNextRender,
  computed,
  DestroyRef,
  DOCUMENT,
  effect,
  inject,
  Injectable,
  Injector,
  signal,
  type Signal,
  untracked,
} from '@angular/core';
import type { ContentPart } from '@ag-ui/core';
import { acceptsAttachments, agentCapabilities } from 'ngx-ag-ui/capabilities';
import type { CitationVariant } from 'ngx-ag-ui/citations';
import type { ThreadMessage } from 'ngx-ag-ui/core';
import {
  type AgentStore,
  type AgentThreads,
  injectAgent,
  injectThreads,
  type VersionPosition,
} from 'ngx-ag-ui';

import { AG_UI_CHAT_OPTIONS } from '../options/chat-options';
import { sameRows, toChatRows } from './chat-rows';
import { sameEntries, sameItems } from './same-items';

/** Where a session reads the agent id and marker look (signal inputs, typically). */
export interface ChatSessionInputs {
  readonly agentId?: Signal<string | undefined>;
  readonly variant?: Signal<CitationVariant | undefined>;
}

/** What the files attached to the message being written give `submit` (`aguiAttachments` sets it). */
export interface ChatAttachmentSource {
  /** The parts to send with the text, or `null` while one cannot go (uploading, failed). */
  readonly parts: Signal<readonly ContentPart[] | null>;
  /** Empties the list once the message went out. */
  clear(): void;
}

/** How the last run ended early, and on which answer. */
export interface CutShort {
  readonly messageId: string;
  readonly status: 'cancelled' | 'error';
}

/**
 * What the parts of one chat share: the agent's store, the options, and what they derive from
 * the conversation (which rows to show, which one streams, how answers are numbered), plus the
 * queued message. `<agui-chat>` provides one; to compose the parts in a layout of your own,
 * add `ChatSession` to the providers of a common parent so that they share it (each part used
 * with no session above it makes its own).
 */
@Injectable()
export class ChatSession {
  readonly #injector = inject(Injector);
  readonly #document = inject(DOCUMENT);
  /** Options and labels of the chat components. */
  readonly options = inject(AG_UI_CHAT_OPTIONS);
  readonly #inputs = signal<ChatSessionInputs>({});
  /** The id of the agent this chat talks to (the only or default one when `undefined`). */
  readonly agentId = computed(() => this.#inputs().agentId?.());
  /** How citation markers look (the citation options' default when `undefined`). */
  readonly variant = computed(() => this.#inputs().variant?.());
  /** The agent's store. */
  readonly store = computed((): AgentStore =>
    injectAgent({ agentId: this.agentId(), injector: this.#injector }),
  );

  /**
   * What the agent declared it can do (`withCapabilities()`), `undefined` while unknown or when
   * nothing reads it: the chat then offers everything. It shapes what the chat offers, never how
   * the stream is read.
   */
  readonly capabilities = computed(() => agentCapabilities(this.store())());
  /** Whether to offer attachments: not when the agent declares it takes no file input. */
  readonly acceptsAttachments = computed(() => acceptsAttachments(this.capabilities()));

  /**
   * The rows of the conversation: the parent agent's messages, and one card per subagent
   * (`<agui-subagent>`) where its first message would be. Tool results show inside their tool
   * call instead.
   */
  readonly rows = computed(
    () => toChatRows(this.store().messages(), this.store().thread().subagents, undefined),
    { equal: sameRows },
  );
  /** Ids of the messages shown as rows (subagents' messages show inside their cards). */
  readonly rowIds = computed(
    () => this.rows().flatMap((row) => (row.kind === 'message' ? [row.id] : [])),
    { equal: sameItems },
  );
  /** The message receiving the stream: the last one while a run is open. */
  readonly streamingId = computed(() => {
    const store = this.store();
    if (!store.isRunning()) return null;
    const last = store.messages().at(-1);
    return last && last.role !== 'user' ? last.id : null;
  });
  /** The last answer, when the last run was stopped or failed after it started answering. */
  readonly cutShort = computed(
    (): CutShort | null => {
      const store = this.store();
      const status = store.status();
      const last = store.messages().at(-1);
      if ((status !== 'cancelled' && status !== 'error') || last?.role !== 'assistant') return null;
      return { messageId: last.id, status };
    },
    { equal: (a, b) => a?.messageId === b?.messageId && a?.status === b?.status },
  );
  /**
   * Answers (assistant messages with text, or none yet) numbered 1..N by message id. The
   * agent's answers count in the conversation; a subagent's count inside its own card, so that
   * delegating never shifts the numbers of the answers a person sees.
   */
  readonly answerNumbers = computed(
    () => {
      const numbers = new Map<string, number>();
      const counts = new Map<string | undefined, number>();
      for (const message of this.store().messages()) {
        if (message.role !== 'assistant' || (!message.content && message.toolCalls?.length))
          continue;
        const n = (counts.get(message.subagentRunId) ?? 0) + 1;
        counts.set(message.subagentRunId, n);
        numbers.set(message.id, n);
      }
      return numbers;
    },
    { equal: sameEntries },
  );
  /**
   * The agent's saved threads, when it has `withThreadStorage()` (which keeps answer versions),
   * else `undefined`.
   */
  readonly threads = computed((): AgentThreads | undefined => {
    try {
      return injectThreads({ agentId: this.agentId(), injector: this.#injector });
    } catch {
      // No withThreadStorage(): Edit and Regenerate replace the turn, no versions to show.
      return undefined;
    }
  });
  /**
   * The `‹ n / count ›` of each message that starts a turn with versions, by message id: one
   * look-up per turn with versions, so a row reads only its own entry.
   */
  readonly versionPositions = computed(
    () => {
      const positions = new Map<string, VersionPosition>();
      const threads = this.threads();
      if (!threads) return positions;
      const messages = this.store().messages();
      for (const [key, turn] of Object.entries(threads.versions())) {
        if (turn.tails.length < 2) continue;
        const index = key === '' ? 0 : messages.findIndex((message) => message.id === key) + 1;
        const first = index > 0 || key === '' ? messages[index] : undefined;
        if (first)
          positions.set(first.id, { key, index: turn.active + 1, count: turn.tails.length });
      }
      return positions;
    },
    { equal: samePositions },
  );
  /** The versions button that had the focus when its row was switched away (it takes it back). */
  versionFocus: { readonly key: string; readonly button: 'previous' | 'next' } | null = null;

  /** Shows version `to` (0-based) of the turn after message `key`. @returns Whether it did. */
  switchVersion(key: string, to: number): boolean {
    return this.threads()?.switchVersion(key, to) ?? false;
  }

  /** The id of the person's last message, or `null`. */
  readonly lastUserId = computed(() => {
    const messages = this.store().messages();
    return messages[lastUserIndex(messages)]?.id ?? null;
  });
  /** Whether a run was requested and nothing came back yet (a slow first byte). */
  readonly waiting = computed(
    () => this.store().isRunning() && this.store().messages().at(-1)?.role === 'user',
  );
  /** Whether something came back after the last question (a failure then cut an answer short). */
  readonly answered = computed(() => {
    const last = this.store().messages().at(-1);
    return last !== undefined && last.role !== 'user';
  });
  /** The message waiting for the run to end (`queueWhileRunning`), or `null`. */
  readonly queued = signal<string | null>(null);

  readonly #attachments = signal<ChatAttachmentSource | null>(null);
  /** Whether files are attached to the message being written. */
  readonly hasAttachments = computed(() => (this.#attachments()?.parts()?.length ?? 0) > 0);
  /** Whether the attached files can go (none uploading or failed). */
  readonly attachmentsReady = computed(() => this.#attachments()?.parts() !== null);

  #composer: HTMLElement | undefined;

  constructor() {
    // A queued message goes out once the run ends, whatever its outcome, except when the agent
    // waits for input: the person answers that first.
    effect(() => {
      const text = this.queued();
      const status = this.store().status();
      if (text === null || status === 'running' || status === 'interrupted') return;
      untracked(() => {
        this.queued.set(null);
        this.store().send(text);
      });
    });
  }

  /** Takes the agent and marker look from these signals (the inputs of `<agui-chat>`). */
  bind(inputs: ChatSessionInputs): void {
    this.#inputs.set(inputs);
  }

  /**
   * Sends `text`, or queues it while a run is going when `queueWhileRunning` is on.
   * @returns Whether the message was sent or queued (blank text and a busy agent are refused).
   */
  submit(text: string): boolean {
    const message = text.trim();
    const attachments = this.#attachments();
    const parts = attachments ? attachments.parts() : [];
    // Files go with the text in one user message; they wait for no run (no queueing with files).
    if (parts === null) return false;
    if (parts.length > 0) {
      const content = [...(message ? [{ type: 'text' as const, text: message }] : []), ...parts];
      const sent =
        !this.store().isRunning() &&
        this.store().send({ id: `user-${randomSuffix()}`, role: 'user', content });
      if (sent) attachments?.clear();
      return sent;
    }
    if (!message) return false;
    if (!this.store().isRunning()) return this.store().send(message);
    if (!this.options.queueWhileRunning) return false;
    this.queued.set(message);
    return true;
  }

  /** Runs the last question again, after a failure (Retry) or to get another answer. */
  regenerate(): boolean {
    return this.store().regenerate();
  }

  /**
   * Replaces the person's last message with `text`, drops the answer to it, and runs again.
   * @returns `false` while a run is going, for blank text, or when there is no message to edit.
   */
  resend(text: string): boolean {
    const message = text.trim();
    const store = this.store();
    const thread = store.thread();
    const last = lastUserIndex(thread.messages);
    if (!message || last < 0 || store.isRunning()) return false;
    // The files of the edited message go again with its new text.
    const previous = thread.messages[last];
    const media =
      'content' in previous && Array.isArray(previous.content)
        ? previous.content.filter((part) => part.type !== 'text')
        : [];
    // The thread as it was before that message; the edited one then runs as a new question.
    store.restore({ ...thread, messages: thread.messages.slice(0, last) });
    if (media.length === 0) return store.send(message);
    const content = [{ type: 'text' as const, text: message }, ...media];
    return store.send({ id: `user-${randomSuffix()}`, role: 'user', content });
  }

  /** Registers the files attached to the message being written; returns the unregistration. */
  registerAttachments(source: ChatAttachmentSource): () => void {
    this.#attachments.set(source);
    return () => {
      if (this.#attachments() === source) this.#attachments.set(null);
    };
  }

  /** Registers the composer's field: where focus goes when the control that had it disappears. */
  registerComposer(element: HTMLElement): () => void {
    this.#composer = element;
    return () => {
      if (this.#composer === element) this.#composer = undefined;
    };
  }

  /**
   * After the next render, moves focus to the composer's field if an action removed the control
   * that had it (focus fell back to the page); focus anywhere else stays where the person put it.
   */
  restoreFocusAfterRender(): void {
    afterNextRender(
      () => {
        const active = this.#document.activeElement;
        if (active === null || active === this.#document.body) this.#composer?.focus();
      },
      // The session's injector: the control that asked may be destroyed by then.
      { injector: this.#injector },
    );
  }
}

/**
 * The `ChatSession` a chat part uses: the one provided above it, or one of its own.
 * Call it in an injection context.
 */
export function injectChatSession(): ChatSession {
  const provided = inject(ChatSession, { optional: true });
  if (provided) return provided;
  const own = Injector.create({ providers: [ChatSession], parent: inject(Injector) });
  // The session's effect lives in its injector: it ends with the part that made it.
  inject(DestroyRef).onDestroy(() => own.destroy());
  return own.get(ChatSession);
}

let sentWithFiles = 0;

/** A message id unique in the page (messages with files are built here, not by the store). */
function randomSuffix(): string {
  return `${Date.now().toString(36)}-${(sentWithFiles++).toString(36)}`;
}

function lastUserIndex(messages: readonly ThreadMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === 'user') return i;
  return -1;
}

function samePositions(
  a: ReadonlyMap<string, VersionPosition>,
  b: ReadonlyMap<string, VersionPosition>,
): boolean {
  if (a.size !== b.size) return false;
  for (const [id, at] of a) {
    const other = b.get(id);
    if (other?.key !== at.key || other.index !== at.index || other.count !== at.count) return false;
  }
  return true;
}
