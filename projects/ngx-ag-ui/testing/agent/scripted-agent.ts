import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { AgentSource } from 'ngx-ag-ui';
import { Observable } from 'rxjs';

/**
 * One scripted answer. `events` are emitted in order; an inner array is one "network chunk",
 * emitted synchronously as a whole, as the HTTP transport does for one chunk.
 */
export interface ScriptedRun {
  readonly events: readonly (BaseEvent | readonly BaseEvent[])[];
  /** Milliseconds between two chunks (a realistic token pace); `0` or absent emits at once. */
  readonly delayMs?: number;
  /** Fails the stream with this value after the events (e.g. an `AgentError`). */
  readonly error?: unknown;
  /** Whether the stream stays open after the events instead of completing (a hung server). */
  readonly hang?: boolean;
}

/** A script: answers in call order (the last one repeats), or a function of the input. */
export type Script =
  | readonly (ScriptedRun | readonly BaseEvent[])[]
  | ((input: RunAgentInput, call: number) => ScriptedRun | readonly BaseEvent[]);

/**
 * A fake agent that answers each run with scripted events, for tests and demos. Use it anywhere
 * an `AgentSource` goes: `provideAgUi({}, withAgent(new ScriptedAgent([...])))`.
 *
 * @example
 * const agent = new ScriptedAgent((input) => [
 *   runStarted(input.threadId, input.runId),
 *   runFinished(input.threadId, input.runId),
 * ]);
 */
export class ScriptedAgent implements AgentSource {
  /** Every input received, in call order. */
  readonly inputs: RunAgentInput[] = [];
  /** How many runs are streaming right now (subscribed and not yet ended). */
  active = 0;
  readonly #script: Script;

  constructor(script: Script) {
    this.#script = script;
  }

  /** Answers the next scripted run; unsubscribing cancels its pending timers. */
  run(input: RunAgentInput): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      const call = this.inputs.push(input) - 1;
      const scripted = this.#runFor(input, call);
      const chunks = scripted.events.map((chunk) => (isChunk(chunk) ? chunk : [chunk]));
      const delayMs = scripted.delayMs ?? 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let ended = false;
      this.active++;
      const end = () => {
        if (!ended) {
          ended = true;
          this.active--;
        }
      };
      const emitFrom = (index: number): void => {
        for (let i = index; i < chunks.length; i++) {
          if (subscriber.closed) return;
          if (delayMs > 0 && i > index) {
            timer = setTimeout(() => emitFrom(i), delayMs);
            return;
          }
          for (const event of chunks[i]) subscriber.next(event);
        }
        if (scripted.hang) return;
        end();
        if (scripted.error !== undefined) subscriber.error(scripted.error);
        else subscriber.complete();
      };
      if (delayMs > 0) timer = setTimeout(() => emitFrom(0), delayMs);
      else emitFrom(0);
      return () => {
        clearTimeout(timer);
        end();
      };
    });
  }

  #runFor(input: RunAgentInput, call: number): ScriptedRun {
    const script = this.#script;
    const entry =
      typeof script === 'function'
        ? script(input, call)
        : script[Math.min(call, script.length - 1)];
    if (entry === undefined) return { events: [] };
    return isScriptedRun(entry) ? entry : { events: entry };
  }
}

function isChunk(value: BaseEvent | readonly BaseEvent[]): value is readonly BaseEvent[] {
  return Array.isArray(value);
}

function isScriptedRun(value: ScriptedRun | readonly BaseEvent[]): value is ScriptedRun {
  return !Array.isArray(value);
}
