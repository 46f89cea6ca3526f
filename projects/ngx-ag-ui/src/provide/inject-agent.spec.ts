import {
  ApplicationRef,
  createEnvironmentInjector,
  EnvironmentInjector,
  Injector,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, provideAgUi, withAgent, withFetch, AgentStore } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

const agentAnswering = (answer: string) => new ScriptedAgent((input) => textAnswer(input, answer));

describe('injectAgent', () => {
  it('returns the same store everywhere in the providing injector', () => {
    TestBed.configureTestingModule({ providers: [provideAgUi({ url: '/api/agent' })] });

    const first = TestBed.runInInjectionContext(() => injectAgent());
    const second = TestBed.runInInjectionContext(() => injectAgent());

    expect(first).toBeInstanceOf(AgentStore);
    expect(second).toBe(first);
  });

  it('keeps several agents apart by id', async () => {
    const research = agentAnswering('from research');
    const support = agentAnswering('from support');
    TestBed.configureTestingModule({
      providers: [
        provideAgUi({ agentId: 'research' }, withAgent(research)),
        provideAgUi({ agentId: 'support' }, withAgent(support)),
      ],
    });
    const researchStore = TestBed.runInInjectionContext(() => injectAgent('research'));
    const supportStore = TestBed.runInInjectionContext(() => injectAgent({ agentId: 'support' }));

    researchStore.send('Hi');
    await TestBed.inject(ApplicationRef).whenStable();

    expect(supportStore).not.toBe(researchStore);
    expect(research.inputs).toHaveLength(1);
    expect(support.inputs).toHaveLength(0);
    expect(researchStore.messages().map((message) => message.content)).toEqual([
      'Hi',
      'from research',
    ]);
    expect(supportStore.messages()).toEqual([]);
  });

  it('picks the default agent when no id is given', () => {
    const fallback = agentAnswering('default');
    TestBed.configureTestingModule({
      providers: [
        provideAgUi({}, withAgent(fallback)),
        provideAgUi({ agentId: 'other' }, withAgent(agentAnswering('x'))),
      ],
    });

    const store = TestBed.runInInjectionContext(() => injectAgent());

    expect(store).toBe(TestBed.runInInjectionContext(() => injectAgent('default')));
    expect(store).not.toBe(TestBed.runInInjectionContext(() => injectAgent('other')));
  });

  it('picks the only agent when no id is given', () => {
    TestBed.configureTestingModule({ providers: [provideAgUi({ agentId: 'solo', url: '/a' })] });

    expect(TestBed.runInInjectionContext(() => injectAgent())).toBe(
      TestBed.runInInjectionContext(() => injectAgent('solo')),
    );
  });

  it('reaches agents provided in a parent injector', () => {
    TestBed.configureTestingModule({ providers: [provideAgUi({ agentId: 'root', url: '/root' })] });
    const parent = TestBed.inject(EnvironmentInjector);
    const route = createEnvironmentInjector(
      [provideAgUi({ agentId: 'route', url: '/route' })],
      parent,
    );

    const rootStore = injectAgent({ agentId: 'root', injector: route });
    const routeStore = injectAgent({ agentId: 'route', injector: route });

    expect(rootStore).toBe(TestBed.runInInjectionContext(() => injectAgent('root')));
    expect(routeStore).not.toBe(rootStore);
    route.destroy();
  });

  it('works outside an injection context when given an injector', () => {
    TestBed.configureTestingModule({ providers: [provideAgUi({ url: '/api/agent' })] });
    const injector = TestBed.inject(Injector);

    expect(injectAgent({ injector })).toBe(TestBed.runInInjectionContext(() => injectAgent()));
  });

  describe('with a developer mistake', () => {
    it('throws outside an injection context without an injector', () => {
      expect(() => injectAgent()).toThrow(
        /^ngx-ag-ui: injectAgent\(\) must run in an injection context/,
      );
    });

    it('throws when no provideAgUi() is reachable', () => {
      expect(() => TestBed.runInInjectionContext(() => injectAgent())).toThrow(
        /^ngx-ag-ui: injectAgent\(\) found no agent\. Add provideAgUi\(\{ url \}\)/,
      );
    });

    it('throws for an unknown agent id, naming the provided ones', () => {
      TestBed.configureTestingModule({
        providers: [provideAgUi({ agentId: 'research', url: '/r' })],
      });

      expect(() => TestBed.runInInjectionContext(() => injectAgent('support'))).toThrow(
        'ngx-ag-ui: no agent "support" is provided (provided: "research").',
      );
    });

    it('throws without an id when several agents have ids', () => {
      TestBed.configureTestingModule({
        providers: [
          provideAgUi({ agentId: 'a', url: '/a' }),
          provideAgUi({ agentId: 'b', url: '/b' }),
        ],
      });

      expect(() => TestBed.runInInjectionContext(() => injectAgent())).toThrow(
        /^ngx-ag-ui: several agents are provided \("a", "b"\); say which one: injectAgent\('a'\)/,
      );
    });

    it('throws when two agents share an id in one injector', () => {
      TestBed.configureTestingModule({
        providers: [
          provideAgUi({ agentId: 'a', url: '/a' }),
          provideAgUi({ agentId: 'a', url: '/b' }),
        ],
      });

      expect(() => TestBed.runInInjectionContext(() => injectAgent('a'))).toThrow(
        /^ngx-ag-ui: two provideAgUi\(\) calls in the same injector use the agent id "a"/,
      );
    });

    it('throws at provide time without a url or an agent source', () => {
      expect(() => provideAgUi({ agentId: 'x' }, withFetch(fetchNever))).toThrow(
        /^ngx-ag-ui: provideAgUi\(\) needs a url/,
      );
    });

    it('checks transport settings when the first run starts, failing it with what to fix', async () => {
      TestBed.configureTestingModule({
        providers: [provideAgUi({ url: '/api/agent', timeout: Number.NaN }, withFetch(fetchNever))],
      });
      const agent = TestBed.runInInjectionContext(() => injectAgent());
      agent.send('hi');
      await TestBed.inject(ApplicationRef).whenStable();
      expect(agent.error()).toMatchObject({
        message: expect.stringMatching(/^ngx-ag-ui: timeout must be/),
      });
    });
  });
});

function fetchNever(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}
