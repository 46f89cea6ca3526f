/** @jest-environment node */
import { runInteropScenarios, WEATHER } from './interop-scenarios.test-helpers';

/*
 * The library against @ag-ui/mastra: a Mastra agent on the AI SDK's scripted mock model, served
 * over HTTP + SSE by tools/interop/mastra-producer.mjs, offline. Each scenario runs through the
 * library's AgentStore and through @ag-ui/client's HttpAgent, and the two must agree
 * (docs/interop.md lists what each producer does and every difference found).
 */
describe('interop: @ag-ui/mastra', () => {
  runInteropScenarios('mastra-producer.mjs', {
    textAnswerExtras: (store) => {
      // Mastra reports token usage on RUN_FINISHED; the store keeps it.
      expect(store.usage()).toEqual([
        expect.objectContaining({ inputTokens: 10, outputTokens: 5, totalTokens: 15 }),
      ]);
    },
    backendToolThread: [
      { role: 'user', content: 'Weather? [backend-tool]' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ name: 'weather', arguments: { city: 'Oslo' } }],
      },
      { role: 'tool', content: WEATHER, toolCallId: 'call-weather' },
      { role: 'assistant', content: `The tool said: ${WEATHER}` },
    ],
    citations: {
      title: 'has no agent state to carry citations: Mastra keeps state in working memory',
      check: async (ours, producer) => {
        // @ag-ui/mastra sends state only from a Mastra memory's working memory (none here): no
        // STATE_SNAPSHOT, so there is nothing to bridge and the client's state stays as it was.
        const report = await producer.report();
        expect(report.runs.at(-1)?.events).not.toContain('STATE_SNAPSHOT');
        expect(ours.store.state()).toEqual({});
        const answer = ours.store.messages().find((message) => message.role === 'assistant');
        expect(answer && 'citations' in answer ? answer.citations : undefined).toBeUndefined();
      },
    },
    errorAnswer: 'Half an ',
    droppedThread: [
      { role: 'user', content: 'Talk [drop]' },
      { role: 'assistant', content: 'w0 w1 w2 ' },
    ],
  });
});
