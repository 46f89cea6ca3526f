interface MemoryInfo {
  readonly usedJSHeapSize: number;
}

interface GcWindow {
  /** Present when Chromium runs with `--js-flags=--expose-gc`. */
  readonly gc?: () => void;
}

/** Whether a GC can be forced (`--js-flags=--expose-gc`). */
export function canCollectGarbage(): boolean {
  return typeof (window as GcWindow).gc === 'function';
}

/** Whether `performance.memory` (Chromium only) is available. */
export function canMeasureHeap(): boolean {
  return (
    typeof (performance as Performance & { memory?: MemoryInfo }).memory?.usedJSHeapSize ===
    'number'
  );
}

/** Forces a full GC when exposed, then reads the used JS heap in MB (`NaN` when unavailable). */
export function collectAndMeasureHeapMb(): number {
  (window as GcWindow).gc?.();
  const memory = (performance as Performance & { memory?: MemoryInfo }).memory;
  return memory ? memory.usedJSHeapSize / 1048576 : Number.NaN;
}
