import { capabilitiesProblem, isAgentCapabilities } from './validate-capabilities';

describe('capabilitiesProblem', () => {
  it('accepts an empty declaration and a full one', () => {
    expect(capabilitiesProblem({})).toBeUndefined();
    expect(
      capabilitiesProblem({
        identity: { name: 'Demo', type: 'node', version: '1.0.0', metadata: { team: 'x' } },
        transport: { streaming: true, httpBinary: true },
        tools: {
          supported: true,
          items: [{ name: 'search', description: 'Search', parameters: {} }],
        },
        output: { structuredOutput: false, supportedMimeTypes: ['text/plain'] },
        state: { snapshots: true, deltas: true },
        multiAgent: { supported: true, subagents: [{ name: 'researcher' }] },
        reasoning: { supported: true, streaming: true, encrypted: false },
        multimodal: { input: { image: true, pdf: false }, output: { image: false } },
        execution: { maxIterations: 5, maxExecutionTime: 60_000 },
        humanInTheLoop: { supported: true, interrupts: true },
        custom: { anything: [1, null] },
      }),
    ).toBeUndefined();
  });

  it('keeps unknown groups and fields without judging them (a newer agent)', () => {
    const declaration = { future: 1, transport: { quantum: 'yes' } };
    expect(isAgentCapabilities(declaration)).toBe(true);
  });

  it.each([
    [[], 'the declaration must be a JSON object'],
    ['caps', 'the declaration must be a JSON object'],
    [null, 'the declaration must be a JSON object'],
    [{ transport: true }, 'transport must be an object'],
    [{ transport: { streaming: 'yes' } }, 'transport.streaming must be a boolean'],
    [{ identity: { name: null } }, 'identity.name must be a string'],
    [{ multimodal: { input: { image: 1 } } }, 'multimodal.input.image must be a boolean'],
    [{ multimodal: { input: [] } }, 'multimodal.input must be an object'],
    [{ execution: { maxIterations: -1 } }, 'execution.maxIterations must be a non-negative number'],
    [
      { output: { supportedMimeTypes: ['a', 2] } },
      'output.supportedMimeTypes must be a list of strings',
    ],
    [
      { tools: { items: [{ description: 'x' }] } },
      'tools.items must be a list of tools, each with a string name',
    ],
    [
      { multiAgent: { subagents: [{ name: 'a', description: 3 }] } },
      'multiAgent.subagents must be a list of subagents, each with a string name',
    ],
    [{ custom: 'x' }, 'custom must be an object'],
  ])('refuses %j: %s', (declaration, problem) => {
    expect(capabilitiesProblem(declaration)).toBe(problem);
  });

  it('refuses a hostile object instead of throwing', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('no');
        },
      },
    );
    expect(capabilitiesProblem(hostile)).toBe('the declaration could not be read');
  });
});
