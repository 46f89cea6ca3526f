import { type Injector, signal, type Signal, type WritableSignal } from '@angular/core';
import type { AgentCapabilities } from '@ag-ui/core';
import { type AgentStore, injectAgent } from 'ngx-ag-ui';

/**
 * One signal per store, made by whichever comes first: the feature that reads the declaration
 * or a view that asks for it. The store itself never names capabilities (they attach from
 * outside, through its extension point); a view that asks before the read is attached still
 * sees the value once it arrives.
 */
const SLOTS = new WeakMap<AgentStore, WritableSignal<AgentCapabilities | undefined>>();

/** The writable signal of `store`'s capabilities (for the feature that reads them). */
export function capabilitiesSlot(store: AgentStore): WritableSignal<AgentCapabilities | undefined> {
  let slot = SLOTS.get(store);
  if (!slot) {
    slot = signal<AgentCapabilities | undefined>(undefined);
    SLOTS.set(store, slot);
  }
  return slot;
}

/**
 * What the agent behind `store` declared it can do (AG-UI 1.1 `AgentCapabilities`), once
 * `withCapabilities()` or `provideAgentCapabilities()` has read it. `undefined` while unknown,
 * when the agent publishes nothing or the declaration was unusable, and for an agent without
 * either feature: show everything then.
 */
export function agentCapabilities(store: AgentStore): Signal<AgentCapabilities | undefined> {
  return capabilitiesSlot(store).asReadonly();
}

/** Where `injectAgentCapabilities()` finds the agent. */
export interface InjectAgentCapabilitiesOptions {
  /** The agent (the only or default one when absent). */
  readonly agentId?: string;
  /** Where to look the agent up outside an injection context. */
  readonly injector?: Injector;
}

/**
 * `agentCapabilities()` of the agent `injectAgent()` gives. Call it in an injection context, or
 * pass an injector.
 *
 * @example
 * readonly caps = injectAgentCapabilities();
 * readonly canAttach = computed(() => acceptsAttachments(this.caps()));
 */
export function injectAgentCapabilities(
  options: InjectAgentCapabilitiesOptions = {},
): Signal<AgentCapabilities | undefined> {
  return agentCapabilities(injectAgent(options));
}
