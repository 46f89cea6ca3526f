import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';

/** The parts of a V8 `.cpuprofile` (CDP `Profiler.stop`) this reads. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
    };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Self time of one function or file, ms. */
export interface SelfTime {
  readonly name: string;
  readonly ms: number;
}

/**
 * Self time per function and per source file, with minified positions mapped back to the
 * sources through the build's source maps (`appDir/<chunk>.js.map`).
 */
export function summarizeProfile(
  profile: CpuProfile,
  appDir: string,
): { functions: SelfTime[]; files: SelfTime[] } {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (url: string): SourceMapConsumer | null => {
    const file = basename(new URL(url).pathname);
    if (!consumers.has(file)) {
      const map = join(appDir, `${file}.map`);
      consumers.set(
        file,
        existsSync(map)
          ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    return consumers.get(file) ?? null;
  };

  const labels = new Map<number, { fn: string; file: string }>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (!url.startsWith('http')) {
      const name = functionName || '(anonymous)';
      labels.set(node.id, { fn: name, file: name.startsWith('(') ? name : '(native)' });
      continue;
    }
    const original = consumerFor(url)?.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    });
    const source = original?.source
      ? original.source.replace(/^.*?(node_modules|projects)\//, '$1/')
      : basename(url);
    const line = original?.line ?? lineNumber + 1;
    labels.set(node.id, {
      fn: `${original?.name ?? functionName ?? '(anonymous)'} ${source}:${line}`,
      file: source,
    });
  }

  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const label = labels.get(id);
    // V8 can record a sample out of order (a negative delta): it adds no time to anything.
    const ms = Math.max(0, profile.timeDeltas[i] ?? 0) / 1000;
    if (!label) return;
    byFunction.set(label.fn, (byFunction.get(label.fn) ?? 0) + ms);
    byFile.set(label.file, (byFile.get(label.file) ?? 0) + ms);
  });
  const sorted = (map: Map<string, number>) =>
    [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { functions: sorted(byFunction), files: sorted(byFile) };
}
