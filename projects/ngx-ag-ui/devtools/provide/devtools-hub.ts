import {
  ApplicationRef,
  createComponent,
  DOCUMENT,
  EnvironmentInjector,
  inject,
  Injectable,
  signal,
  type ComponentRef,
  type Signal,
  type Type,
} from '@angular/core';
import type { AgentStore } from 'ngx-ag-ui';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import type { AgentRecorder, RecordedRun } from '../recording/agent-recorder';
import { isDevtoolsShortcut } from './devtools-shortcut';
import { lockPage } from './page-lock';

/** The thread a time travel shows, and the live one to go back to. */
export interface TimeTravel {
  readonly runId: number;
  readonly index: number;
  readonly shown: AgentThread;
  readonly live: AgentThread;
}

/** Loads the panel's component (a dynamic import, so that it loads with the first opening). */
export type PanelLoader = () => Promise<Type<unknown>>;

/** One inspected agent. */
export interface DevtoolsAgent {
  readonly agentId: string;
  readonly store: AgentStore;
  readonly recorder: AgentRecorder;
  /** The recorded streams, renewed after every thread the store shows. */
  readonly runs: Signal<readonly RecordedRun[]>;
  /** The time travel in progress, if any. */
  readonly travel: Signal<TimeTravel | undefined>;
}

interface AgentEntry extends DevtoolsAgent {
  readonly runs: ReturnType<typeof signal<readonly RecordedRun[]>>;
  readonly travel: ReturnType<typeof signal<TimeTravel | undefined>>;
}

/**
 * What the panel shows and does, for every agent given `provideAgUiDevtools()`: registered by
 * the store hooks, it listens for the shortcut and loads the panel with `import()` the first
 * time. Only development builds reach this class.
 */
@Injectable({ providedIn: 'root' })
export class DevtoolsHub {
  readonly #agents = signal<readonly AgentEntry[]>([]);
  readonly #open = signal(false);
  readonly #document = inject(DOCUMENT);
  readonly #injector = inject(EnvironmentInjector);
  #panel: ComponentRef<unknown> | undefined;
  #loading = false;
  #returnFocus: HTMLElement | undefined;
  /** Unlocks the page locked by a time travel. */
  #unlock: (() => void) | undefined;
  /** How the panel loads: given by the first agent attached. */
  panelLoader: PanelLoader | undefined;

  /** Every inspected agent, in the order their stores were created. */
  readonly agents: Signal<readonly DevtoolsAgent[]> = this.#agents.asReadonly();
  /** Whether the panel is shown. */
  readonly isOpen: Signal<boolean> = this.#open.asReadonly();

  constructor() {
    const listener = (event: KeyboardEvent): void => {
      if (!isDevtoolsShortcut(event)) return;
      event.preventDefault();
      this.toggle();
    };
    this.#document.addEventListener('keydown', listener);
    inject(ApplicationRef).onDestroy(() => {
      this.#document.removeEventListener('keydown', listener);
      this.#unlock?.();
      this.#panel?.destroy();
    });
  }

  /** Adds an agent's store (the devtools' store hook does, when the store is created). */
  register(agentId: string, store: AgentStore, recorder: AgentRecorder): DevtoolsAgent {
    const agent: AgentEntry = {
      agentId,
      store,
      recorder,
      runs: signal(recorder.runs()),
      travel: signal(undefined),
    };
    this.#agents.update((agents) => [...agents, agent]);
    return agent;
  }

  /** Removes an agent whose store was destroyed. */
  unregister(agent: DevtoolsAgent): void {
    this.#agents.update((agents) => agents.filter((entry) => entry !== agent));
  }

  /** The agent's recorder changed: the panel redraws (once per network chunk at most). */
  changed(agent: DevtoolsAgent): void {
    this.#entry(agent)?.runs.set(agent.recorder.runs());
  }

  /** The store shows `thread`: a thread other than the travelled one ends the time travel. */
  shown(agent: DevtoolsAgent, thread: AgentThread): void {
    const entry = this.#entry(agent);
    const travel = entry?.travel();
    if (entry && travel && thread !== travel.shown && thread !== travel.live)
      this.#endTravel(entry);
  }

  /**
   * Shows the thread right after event `index` of run `runId` in the app (through the store's
   * `restore()`). @returns `false`, changing nothing, while the agent runs.
   */
  travelTo(agent: DevtoolsAgent, runId: number, index: number): boolean {
    const entry = this.#entry(agent);
    const run = agent.runs().find(({ id }) => id === runId);
    const shown = run?.threadAt(index);
    if (!entry || !shown || agent.store.isRunning()) return false;
    const live = entry.travel()?.live ?? agent.store.thread();
    entry.travel.set({ runId, index, shown, live });
    this.#freezePage(true);
    agent.store.restore(shown);
    return true;
  }

  /** Ends a time travel: the store shows the live thread again. */
  backToLive(agent: DevtoolsAgent): void {
    const entry = this.#entry(agent);
    const travel = entry?.travel();
    if (!entry || !travel) return;
    this.#endTravel(entry);
    agent.store.restore(travel.live);
  }

  /** Shows or hides the panel, loading it the first time. */
  toggle(): void {
    if (this.#open()) return this.close();
    // Where the keyboard was, to go back there when the panel closes.
    const active = this.#document.activeElement;
    this.#returnFocus = active instanceof HTMLElement ? active : undefined;
    this.#open.set(true);
    if (!this.#panel && !this.#loading) void this.#load();
  }

  /** Hides the panel, and gives the focus back to where it was when the panel opened. */
  close(): void {
    if (!this.#open()) return;
    this.#open.set(false);
    this.#returnFocus?.focus();
    this.#returnFocus = undefined;
  }

  async #load(): Promise<void> {
    this.#loading = true;
    try {
      const component = await this.panelLoader?.();
      if (!component) return;
      const panel = createComponent(component, { environmentInjector: this.#injector });
      this.#injector.get(ApplicationRef).attachView(panel.hostView);
      this.#document.body.appendChild(panel.location.nativeElement as Node);
      this.#panel = panel;
    } catch (error) {
      // The devtools must never break the app they inspect.
      console.error('ngx-ag-ui devtools: the panel failed to load.', error);
      this.#open.set(false);
    } finally {
      this.#loading = false;
    }
  }

  #endTravel(entry: AgentEntry): void {
    entry.travel.set(undefined);
    if (!this.#agents().some((agent) => agent.travel())) this.#freezePage(false);
  }

  /** Keeps the page from sending while it shows the past (`lockPage`). */
  #freezePage(frozen: boolean): void {
    if (frozen) {
      this.#unlock ??= lockPage(this.#document, (target) => {
        const panel = this.#panel?.location.nativeElement as Node | undefined;
        return !!panel && target instanceof Node && panel.contains(target);
      });
    } else {
      this.#unlock?.();
      this.#unlock = undefined;
    }
  }

  #entry(agent: DevtoolsAgent): AgentEntry | undefined {
    return this.#agents().find((entry) => entry === agent);
  }
}
