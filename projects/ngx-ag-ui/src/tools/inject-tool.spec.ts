import { ChangeDetectionStrategy, Component, inject, ElementRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, injectTool, provideAgUi, withAgent, withTools } from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

@Component({
  selector: 'agui-spec-locale-reader',
  template: '',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class LocaleReader {
  readonly host = inject(ElementRef);

  constructor() {
    injectTool({
      name: 'read_locale',
      description: "Reads the user's locale",
      handler: () => (inject(ElementRef) === this.host ? 'en-GB' : 'wrong injector'),
    });
  }
}

describe('injectTool', () => {
  function setUp(withToolsFeature = true) {
    const agent = new ScriptedAgent((input) => textAnswer(input, 'hi'));
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), ...(withToolsFeature ? [withTools()] : []))],
    });
    return TestBed.runInInjectionContext(() => injectAgent());
  }

  it('registers the tool for as long as the component lives', () => {
    const store = setUp();
    const fixture = TestBed.createComponent(LocaleReader);
    const remove = jest.fn();
    expect(() =>
      store.registerTool(
        { name: 'read_locale', description: '', handler: remove },
        TestBed.inject(ElementRef, null) as never,
      ),
    ).toThrow(/already registered/);
    fixture.destroy();
    expect(() =>
      store.registerTool(
        { name: 'read_locale', description: '', handler: remove },
        fixture.componentRef.injector,
      ),
    ).not.toThrow();
  });

  it('throws a developer error when the agent has no withTools()', () => {
    setUp(false);
    expect(() => TestBed.createComponent(LocaleReader)).toThrow(/ngx-ag-ui: .*withTools\(\)/);
  });
});
