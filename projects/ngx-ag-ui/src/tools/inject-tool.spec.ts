import {
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  InjectionToken,
  inject,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent, RunAgentInput, ToolMessage } from '@ag-ui/core';
import { injectAgent, injectTool, provideAgUi, withAgent, withTools } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent, textAnswer, toolCall } from 'ngx-ag-ui/testing';

const LOCALE = new InjectionToken<string>('locale');

@Component({
  selector: 'agui-spec-locale-reader',
  template: '',
  providers: [{ provide: LOCALE, useValue: 'en-GB' }],
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class LocaleReader {
  constructor() {
    injectTool({
      name: 'read_locale',
      description: "Reads the user's locale",
      handler: () => inject(LOCALE),
    });
  }
}

describe('injectTool', () => {
  function setUp(withToolsFeature = true) {
    const agent = new ScriptedAgent((input: RunAgentInput, call: number): BaseEvent[] =>
      call === 0 && input.tools.length > 0
        ? [
            runStarted(input.threadId, input.runId),
            ...toolCall('c1', 'read_locale', ['{}']),
            runFinished(input.threadId, input.runId),
          ]
        : textAnswer(input, 'ok', { messageId: `a${call}` }),
    );
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), ...(withToolsFeature ? [withTools()] : []))],
    });
    return { agent, store: TestBed.runInInjectionContext(() => injectAgent()) };
  }
  const settle = () => TestBed.inject(ApplicationRef).whenStable();

  it('sends the tool while the component lives and runs it in the component injector', async () => {
    const { agent, store } = setUp();
    TestBed.createComponent(LocaleReader);
    store.send('Where am I?');
    await settle();
    expect(agent.inputs[0].tools.map((tool) => tool.name)).toEqual(['read_locale']);
    const result = agent.inputs[1].messages.find((m): m is ToolMessage => m.role === 'tool');
    expect(result?.content).toBe('en-GB');
  });

  it('stops sending the tool once the component is destroyed', async () => {
    const { agent, store } = setUp();
    TestBed.createComponent(LocaleReader).destroy();
    store.send('Where am I?');
    await settle();
    expect(agent.inputs[0].tools).toEqual([]);
  });

  it('throws a developer error for a second tool of the same name', () => {
    setUp();
    TestBed.createComponent(LocaleReader);
    expect(() => TestBed.createComponent(LocaleReader)).toThrow(/ngx-ag-ui: .*already registered/);
  });

  it('throws a developer error when the agent has no withTools()', () => {
    setUp(false);
    expect(() => TestBed.createComponent(LocaleReader)).toThrow(/ngx-ag-ui: .*withTools\(\)/);
  });
});
