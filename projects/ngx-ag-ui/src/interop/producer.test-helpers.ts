import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

import type { BaseEvent } from '@ag-ui/core';

/** What the producer's endpoint saw (tools/interop/serve-ag-ui.mjs). */
export interface ProducerReport {
  readonly runs: readonly {
    readonly runId: string;
    /** The types of the events it sent, in order. */
    readonly events: readonly string[];
    readonly ended: boolean;
    /** Whether the client went away before the run ended. */
    readonly aborted: boolean;
    readonly dropped?: boolean;
  }[];
  /** Hosts outside the loopback range the producer tried to reach (refused). */
  readonly outbound: readonly string[];
  readonly modelCalls?: number;
}

/** A third-party AG-UI producer running in a child Node process. */
export interface Producer {
  readonly url: string;
  report(): Promise<ProducerReport>;
  /** The events the producer sent in run `index` (negative: from the end), as sent. */
  events(index: number): Promise<BaseEvent[]>;
  stop(): void;
}

const root = resolve(__dirname, '../../../..');

/**
 * Starts `tools/interop/<script>` and resolves once it listens. A child process and not a module
 * of the spec: the producers are ES modules for Node, run as their users run them, not through
 * Jest's module system.
 */
export function startProducer(script: string): Promise<Producer> {
  const child: ChildProcess = spawn(process.execPath, [resolve(root, 'tools/interop', script)], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
    // The producer exits when this process goes away (its stdin closes), even if Jest is killed.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', AGUI_INTEROP_EXIT_WITH_PARENT: '1' },
  });
  // The last few kB of what it printed, for the error when it dies; read all along, since a
  // child writing to a full pipe on Linux blocks.
  let output = '';
  let ready = false;
  return new Promise((resolvePromise, reject) => {
    const onData = (chunk: Buffer): void => {
      const text = output + chunk.toString();
      output = text.slice(-8000);
      const listening = /READY (\S+)/.exec(text);
      if (ready || !listening) return;
      ready = true;
      const url = listening[1];
      resolvePromise({
        url,
        report: async () =>
          (await (await fetch(new URL('/__interop/report', url))).json()) as ProducerReport,
        events: async (index) =>
          (await (await fetch(new URL(`/__interop/events/${index}`, url))).json()) as BaseEvent[],
        stop: () => child.kill(),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${script} exited (${code}) before it listened:\n${output.slice(-4000)}`)),
    );
  });
}
