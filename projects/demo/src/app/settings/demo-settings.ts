import { computed, DOCUMENT, effect, inject, Injectable, signal } from '@angular/core';

/** A failure the bundled demo agent can simulate (sent as `forwardedProps.chaos`). */
export type ChaosSetting =
  'none' | 'run-error' | 'bad-patch' | 'cut-stream' | 'slow-start' | 'unsafe-link';

/** Streaming pace asked of the demo agent (`forwardedProps.paceMs`). */
export type PaceSetting = 'agent' | 'fast' | 'slow';

/** How the demo agent should deliver citations (`forwardedProps.citationDelivery`). */
export type DeliverySetting = 'auto' | 'state' | 'metadata';

/** Which AG-UI binding the demo asks for: HTTP + SSE, or HTTP + Protobuf. */
export type WireSetting = 'sse' | 'protobuf';

/** How inline markers look. */
export type MarkerSetting = 'number' | 'domain';

/** Everything the settings panel controls. */
export interface DemoSettingsValue {
  readonly agentUrl: string;
  readonly chaos: ChaosSetting;
  readonly pace: PaceSetting;
  readonly delivery: DeliverySetting;
  readonly marker: MarkerSetting;
  readonly wire: WireSetting;
}

/** The agent the demo talks to by default: the bundled demo agent behind the dev-server proxy. */
export const DEFAULT_AGENT_URL = '/api/agent';

/** The settings a first visit starts with. */
export const DEFAULT_SETTINGS: DemoSettingsValue = {
  agentUrl: DEFAULT_AGENT_URL,
  chaos: 'none',
  pace: 'agent',
  delivery: 'auto',
  marker: 'number',
  wire: 'sse',
};

const STORAGE_KEY = 'ngx-ag-ui-demo.settings';
const PACE_MS: Record<PaceSetting, number | undefined> = { agent: undefined, fast: 5, slow: 150 };
const CHOICES = {
  chaos: ['none', 'run-error', 'bad-patch', 'cut-stream', 'slow-start', 'unsafe-link'],
  pace: ['agent', 'fast', 'slow'],
  delivery: ['auto', 'state', 'metadata'],
  marker: ['number', 'domain'],
  wire: ['sse', 'protobuf'],
} as const;

/**
 * The demo's settings, persisted in `localStorage` when there is one (never on the server, and
 * a storage that throws, as in private modes, just means "not persisted").
 */
@Injectable({ providedIn: 'root' })
export class DemoSettings {
  readonly #storage = storageOf(inject(DOCUMENT));
  readonly #value = signal<DemoSettingsValue>(load(this.#storage));

  /** The current settings. */
  readonly value = this.#value.asReadonly();
  /** The AG-UI endpoint every run is sent to. */
  readonly agentUrl = computed(() => this.#value().agentUrl);
  /** Whether runs ask for the binary binding (HTTP + Protobuf). */
  readonly protobuf = computed(() => this.#value().wire === 'protobuf');
  /** Whether the demo talks to another agent than the bundled one. */
  readonly isCustomAgent = computed(() => this.#value().agentUrl !== DEFAULT_AGENT_URL);
  /** What every run sends as `forwardedProps` (the bundled agent reads it; others ignore it). */
  readonly forwardedProps = computed(() => {
    const { chaos, pace, delivery } = this.#value();
    const paceMs = PACE_MS[pace];
    return {
      ...(chaos !== 'none' ? { chaos } : {}),
      ...(paceMs !== undefined ? { paceMs } : {}),
      citationDelivery: delivery,
    };
  });

  constructor() {
    effect(() => {
      const value = this.#value();
      try {
        this.#storage?.setItem(STORAGE_KEY, JSON.stringify(value));
      } catch {
        // A full or blocked storage only means the settings are not remembered.
      }
    });
  }

  /** Changes some settings; a blank agent URL means the bundled agent. */
  update(changes: Partial<DemoSettingsValue>): void {
    this.#value.update((value) => sanitize({ ...value, ...changes }));
  }

  /** Back to the defaults. */
  reset(): void {
    this.#value.set(DEFAULT_SETTINGS);
  }
}

function storageOf(document: Document): Storage | null {
  try {
    return document.defaultView?.localStorage ?? null;
  } catch {
    // Reading `localStorage` throws when storage is blocked for this origin.
    return null;
  }
}

function load(storage: Storage | null): DemoSettingsValue {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    return typeof stored === 'object' && stored !== null
      ? sanitize({ ...DEFAULT_SETTINGS, ...stored })
      : DEFAULT_SETTINGS;
  } catch {
    // Corrupt JSON from an older version: start from the defaults.
    return DEFAULT_SETTINGS;
  }
}

function sanitize(value: Record<keyof DemoSettingsValue, unknown>): DemoSettingsValue {
  const pick = <K extends keyof typeof CHOICES>(key: K): (typeof CHOICES)[K][number] =>
    (CHOICES[key] as readonly unknown[]).includes(value[key])
      ? (value[key] as (typeof CHOICES)[K][number])
      : DEFAULT_SETTINGS[key];
  const url = typeof value.agentUrl === 'string' ? value.agentUrl.trim() : '';
  return {
    agentUrl: url || DEFAULT_AGENT_URL,
    chaos: pick('chaos'),
    pace: pick('pace'),
    delivery: pick('delivery'),
    marker: pick('marker'),
    wire: pick('wire'),
  };
}
