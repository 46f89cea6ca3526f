/** Sizes of one benchmark run. */
export interface BenchScenario {
  /** Assistant messages in the rendered conversation. */
  readonly messages: number;
  /** Citations of each message (in `state.citations[messageId]`, one `[^id]` marker each). */
  readonly citationsPerMessage: number;
  /** TEXT_MESSAGE_CONTENT deltas streamed into the last message. */
  readonly deltas: number;
  /** Events per macrotask while streaming (one network chunk). */
  readonly batchSize: number;
  /** A STATE_DELTA adding one citation every this many deltas. */
  readonly citationEvery: number;
  /** Times each pipeline renders the conversation (the median is reported). */
  readonly renderRuns: number;
}

/** The sizes the targets are set for. */
export const FULL_SCENARIO: BenchScenario = {
  messages: 1000,
  citationsPerMessage: 10,
  deltas: 20_000,
  batchSize: 40,
  citationEvery: 200,
  renderRuns: 5,
};

/** A small run of every code path, done before measuring so both pipelines are compiled (JIT). */
export const WARM_UP_SCENARIO: BenchScenario = {
  messages: 300,
  citationsPerMessage: 10,
  deltas: 2_000,
  batchSize: 40,
  citationEvery: 200,
  renderRuns: 1,
};

/** The full scenario with sizes overridden by query parameters (`?messages=100&deltas=2000`). */
export function toBenchScenario(param: (key: string) => string | null): BenchScenario {
  const read = (key: keyof BenchScenario): number => {
    const value = Number(param(key));
    return Number.isInteger(value) && value > 0 ? value : FULL_SCENARIO[key];
  };
  return {
    messages: read('messages'),
    citationsPerMessage: read('citationsPerMessage'),
    deltas: read('deltas'),
    batchSize: read('batchSize'),
    citationEvery: read('citationEvery'),
    renderRuns: read('renderRuns'),
  };
}
