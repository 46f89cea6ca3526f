// Runs under Vitest through `ng test` (the `@angular/build:unit-test` builder, jsdom), the setup
// `ng new` gives an Angular 21 app: the packed library must work in that runner too.
import { ApplicationRef, ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { CitedTextView } from 'ngx-ag-ui/citations';
import { fromAnthropicMessage } from 'ngx-ag-ui/formats';
import { anthropicSample, ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

@Component({
  selector: 'app-answer',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitedTextView],
  template: `<agui-cited-text [cited]="cited" messageKey="m1" />`,
})
class Answer {
  protected readonly cited = fromAnthropicMessage(anthropicSample);
}

/** The button's text without its `aria-hidden` parts (enough for these markers). */
function accessibleName(element: Element): string {
  return [...element.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

describe('ngx-ag-ui in an app tested with Vitest', () => {
  it('answers a message through provideAgUi and a ScriptedAgent', async () => {
    const agent = new ScriptedAgent((input) => textAnswer(input, 'Hello there', { deltas: 2 }));
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
    const store = TestBed.runInInjectionContext(() => injectAgent());

    expect(store.send('Hi')).toBe(true);
    await TestBed.inject(ApplicationRef).whenStable();

    expect(store.status()).toBe('success');
    expect(store.messages().map((message) => [message.role, message.content])).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Hello there'],
    ]);
    expect(agent.inputs).toHaveLength(1);
  });

  it('renders citation markers as buttons named after their source', async () => {
    const fixture = TestBed.createComponent(Answer);
    await fixture.whenStable();

    const root = fixture.nativeElement as HTMLElement;
    const markers = [...root.querySelectorAll('button[aria-haspopup="dialog"]')];
    expect(markers.length).toBeGreaterThan(0);
    expect(accessibleName(markers[0])).toMatch(/^Source 1: /);
    expect(root.querySelector('agui-cited-text')?.textContent).toContain('espresso');
  });
});
