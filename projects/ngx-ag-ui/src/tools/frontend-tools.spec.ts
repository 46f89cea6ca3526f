import { ApplicationRef, inject, InjectionToken } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent, RunAgentInput, ToolMessage } from '@ag-ui/core';
import {
  defineTool,
  injectAgent,
  provideAgUi,
  withAgent,
  withTools,
  type AnyFrontendTool,
  type FrontendTool,
  type ToolOptions,
} from 'ngx-ag-ui';
import {
  runFinished,
  runStarted,
  ScriptedAgent,
  textAnswer,
  toolCall,
  type ScriptedRun,
} from 'ngx-ag-ui/testing';
import { NEVER, of } from 'rxjs';
import { z } from 'zod';

const GREETING = new InjectionToken<string>('greeting');

/** A run that calls `name` with `args` (one call per entry), or answers once tools answered. */
function toolScript(calls: readonly { id: string; name: string; args: string }[]) {
  return (input: RunAgentInput, call: number): ScriptedRun | readonly BaseEvent[] => {
    const answered = input.messages.some((message) => message.role === 'tool');
    if (answered && call > 0) return textAnswer(input, 'done', { messageId: `a${call}` });
    return [
      runStarted(input.threadId, input.runId),
      ...calls.flatMap((entry) => toolCall(entry.id, entry.name, [entry.args])),
      runFinished(input.threadId, input.runId),
    ];
  };
}

function setUp(
  tools: readonly AnyFrontendTool[],
  script: ConstructorParameters<typeof ScriptedAgent>[0],
  options: ToolOptions = {},
) {
  const agent = new ScriptedAgent(script);
  TestBed.configureTestingModule({
    providers: [
      { provide: GREETING, useValue: 'hello' },
      provideAgUi({}, withAgent(agent), withTools(tools, options)),
    ],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  return { agent, store };
}

const settle = () => TestBed.inject(ApplicationRef).whenStable();
const toolMessages = (input: RunAgentInput) =>
  input.messages.filter((message): message is ToolMessage => message.role === 'tool');

const add = defineTool({
  name: 'add',
  description: 'Adds two numbers',
  parameters: {
    type: 'object',
    properties: { a: { type: 'number' }, b: { type: 'number' } },
    required: ['a', 'b'],
  },
  handler: (args: { a: number; b: number }) => args.a + args.b,
});

describe('frontend tools', () => {
  it('sends the tools with every run, a zod schema converted by zod', async () => {
    const echo = defineTool({
      name: 'echo',
      description: 'Echoes',
      parameters: z.object({ text: z.string() }),
      handler: ({ text }) => text,
    });
    const { agent, store } = setUp([add, echo], (input) => textAnswer(input, 'hi'));
    store.send('hi');
    await settle();
    const sent = agent.inputs[0].tools;
    expect(sent.map((tool) => tool.name)).toEqual(['add', 'echo']);
    expect(sent[1].parameters).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string' } },
    });
  });

  it('runs the handler in an injection context, sends its result and continues the run', async () => {
    const greet = defineTool({
      name: 'greet',
      description: 'Greets',
      handler: () => inject(GREETING),
    });
    const { agent, store } = setUp(
      [add, greet],
      toolScript([
        { id: 'c1', name: 'add', args: '{"a":1,"b":2}' },
        { id: 'c2', name: 'greet', args: '{}' },
      ]),
    );
    store.send('go');
    await settle();
    expect(agent.inputs).toHaveLength(2);
    expect(toolMessages(agent.inputs[1]).map((m) => [m.toolCallId, m.content])).toEqual([
      ['c1', '3'],
      ['c2', 'hello'],
    ]);
    expect(store.status()).toBe('success');
    expect(store.pendingToolCalls()).toEqual([]);
    expect(store.warnings()).toEqual([]);
  });

  it('takes the first value of an Observable handler', async () => {
    const tool = defineTool({ name: 'obs', description: 'o', handler: () => of({ ok: true }) });
    const { agent, store } = setUp([tool], toolScript([{ id: 'c1', name: 'obs', args: '{}' }]));
    store.send('go');
    await settle();
    expect(toolMessages(agent.inputs[1])[0].content).toBe('{"ok":true}');
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
      /failed: boom/,
    ],
    ['rejects', () => Promise.reject(new Error('nope')), /failed: nope/],
  ])(
    'answers with an error result and a warning when the handler %s',
    async (_, handler, pattern) => {
      const tool: FrontendTool = { name: 'bad', description: 'b', handler };
      const { agent, store } = setUp([tool], toolScript([{ id: 'c1', name: 'bad', args: '{}' }]));
      store.send('go');
      await settle();
      const [result] = toolMessages(agent.inputs[1]);
      expect(result.error).toMatch(pattern);
      expect(JSON.parse(result.content as string)).toEqual({ error: result.error });
      expect(store.warnings()).toEqual([expect.objectContaining({ kind: 'tool-failed' })]);
      expect(store.status()).toBe('success');
    },
  );

  it('answers with a timeout error and aborts the handler when it takes too long', async () => {
    let signal: AbortSignal | undefined;
    const slow: FrontendTool = {
      name: 'slow',
      description: 's',
      timeout: 20,
      handler: (_, context) => {
        signal = context.signal;
        return NEVER;
      },
    };
    const { agent, store } = setUp([slow], toolScript([{ id: 'c1', name: 'slow', args: '{}' }]));
    store.send('go');
    await settle();
    expect(signal?.aborted).toBe(true);
    expect(toolMessages(agent.inputs[1])[0].error).toBe('slow timed out after 20 ms.');
    expect(store.warnings()[0].kind).toBe('tool-failed');
  });

  it.each([
    ['does not match the JSON Schema', add, '{"a":"1"}', /Invalid arguments for add: .*number/],
    ['is not JSON', add, '{"a":', /not valid JSON/],
    [
      'does not match the zod schema',
      defineTool({
        name: 'add',
        description: 'z',
        parameters: z.object({ a: z.number() }),
        handler: ({ a }) => a,
      }),
      '{"a":"x"}',
      /Invalid arguments for add: /,
    ],
  ])(
    'answers with an error without running the handler when the arguments %s',
    async (_, tool, args, pattern) => {
      const handler = jest.fn();
      const { agent, store } = setUp(
        [{ ...(tool as FrontendTool), handler }],
        toolScript([{ id: 'c1', name: 'add', args }]),
      );
      store.send('go');
      await settle();
      expect(handler).not.toHaveBeenCalled();
      expect(toolMessages(agent.inputs[1])[0].error).toMatch(pattern);
      expect(store.warnings().map((warning) => warning.kind)).toContain('tool-failed');
    },
  );

  it('aborts the handlers on stop(), answers them as cancelled and does not continue', async () => {
    let signal: AbortSignal | undefined;
    const wait: FrontendTool = {
      name: 'wait',
      description: 'w',
      handler: (_, context) => {
        signal = context.signal;
        return new Promise(() => undefined);
      },
    };
    const { agent, store } = setUp([wait], toolScript([{ id: 'c1', name: 'wait', args: '{}' }]));
    store.send('go');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.isRunning()).toBe(true);
    store.stop();
    await settle();
    expect(signal?.aborted).toBe(true);
    expect(agent.inputs).toHaveLength(1);
    expect(store.status()).toBe('cancelled');
    const last = store.messages().at(-1) as ToolMessage;
    expect(last).toMatchObject({ role: 'tool', toolCallId: 'c1', error: 'Cancelled by the user.' });
    expect(store.pendingToolCalls()).toEqual([]);
  });

  it('stops with a typed tool-loop error when the agent keeps calling tools', async () => {
    const { agent, store } = setUp(
      [add],
      (input: RunAgentInput, call: number) => [
        runStarted(input.threadId, input.runId),
        ...toolCall(`c${call}`, 'add', ['{"a":1,"b":1}']),
        runFinished(input.threadId, input.runId),
      ],
      { maxRounds: 2 },
    );
    store.send('go');
    await settle();
    expect(agent.inputs).toHaveLength(3);
    expect(store.status()).toBe('error');
    expect(store.error()).toMatchObject({ kind: 'tool-loop', code: 'TOOL_ROUNDS_EXCEEDED' });
    expect(store.pendingToolCalls().map((call) => call.id)).toEqual(['c2']);
  });

  it('leaves calls of unknown tools to the app, answering the known ones', async () => {
    const { agent, store } = setUp(
      [add],
      toolScript([
        { id: 'c1', name: 'add', args: '{"a":2,"b":2}' },
        { id: 'c2', name: 'elsewhere', args: '{}' },
      ]),
    );
    store.send('go');
    await settle();
    expect(agent.inputs).toHaveLength(1);
    expect(store.status()).toBe('success');
    expect(store.pendingToolCalls().map((call) => call.id)).toEqual(['c2']);
    expect(store.messages().at(-1)).toMatchObject({ role: 'tool', toolCallId: 'c1', content: '4' });
    store.run({ toolResults: [{ toolCallId: 'c2', content: 'ok' }] });
    await settle();
    expect(toolMessages(agent.inputs[1]).map((m) => m.toolCallId)).toEqual(['c1', 'c2']);
  });

  it('leaves every call to the app when none is of a registered tool', async () => {
    const { agent, store } = setUp([add], toolScript([{ id: 'c1', name: 'other', args: '{}' }]));
    store.send('go');
    await settle();
    expect(agent.inputs).toHaveLength(1);
    expect(store.pendingToolCalls().map((call) => call.id)).toEqual(['c1']);
  });
});
