/** @jest-environment node */
import { nextThreadId, referenceClient, shape, user } from './interop.test-helpers';
import { runInteropScenarios, WEATHER } from './interop-scenarios.test-helpers';

/*
 * The library against @ag-ui/langgraph: LangGraphAgent on LangGraph.js's own API server (in
 * memory) running a graph on LangChain's scripted test models, served over HTTP + SSE by
 * tools/interop/langgraph-producer.mjs, offline. Each scenario runs through the library's
 * AgentStore and through @ag-ui/client's HttpAgent, and the two must agree (docs/interop.md lists
 * what each producer does and every difference found).
 */
describe('interop: @ag-ui/langgraph', () => {
  runInteropScenarios('langgraph-producer.mjs', {
    textAnswerExtras: (store) => {
      // LangGraphAgent sends the whole graph state, its LangChain messages included.
      expect(store.state()).toEqual(
        expect.objectContaining({ citations: {}, tools: [], messages: expect.any(Array) }),
      );
    },
    // The result ends up after the answer: LangGraphAgent streams it under a fresh random id,
    // and its closing MESSAGES_SNAPSHOT names it by LangGraph's id, so the snapshot drops the
    // streamed one and appends its own (docs/interop.md); both clients do that.
    backendToolThread: [
      { role: 'user', content: 'Weather? [backend-tool]' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ name: 'weather', arguments: { city: 'Oslo' } }],
      },
      { role: 'assistant', content: `The tool said: ${WEATHER}` },
      { role: 'tool', content: WEATHER, toolCallId: 'call-weather' },
    ],
    citations: {
      title: 'bridges the citations the graph writes into state onto the answer they belong to',
      check: async (ours, producer) => {
        const theirs = await referenceClient(producer.url, nextThreadId()).run([
          user('u1', 'Cite it [citations]'),
        ]);
        const answer = ours.store.messages().find((message) => message.role === 'assistant');
        const state = ours.store.state() as { citations: Record<string, unknown> };
        expect(answer?.content).toBe('Angular signals are reactive [^1].');
        // Keyed by the id of the streamed answer, which the graph's node sees as the AIMessage id.
        expect(Object.keys(state.citations)).toEqual([answer?.id]);
        expect(answer && 'citations' in answer ? answer.citations : undefined).toEqual([
          expect.objectContaining({
            id: '1',
            index: 1,
            title: 'Signals guide',
            url: 'https://angular.dev/guide/signals',
            domain: 'angular.dev',
          }),
        ]);
        // The reference client keeps the same state and leaves the message as it is (no bridge).
        expect((theirs.state as { citations: unknown }).citations).toEqual({
          [theirs.messages[1].id]: [
            { id: '1', title: 'Signals guide', url: 'https://angular.dev/guide/signals' },
          ],
        });
        expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
      },
    },
    errorAnswer: 'Half an answer',
    // Dropped after four events (RUN_STARTED, STEP_STARTED, STATE_SNAPSHOT, RAW): no text yet.
    droppedThread: [{ role: 'user', content: 'Talk [drop]' }],
  });
});
