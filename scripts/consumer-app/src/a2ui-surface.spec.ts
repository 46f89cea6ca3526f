// An A2UI surface drawn from the packed ngx-ag-ui/a2ui in an app's own test runner (Vitest
// through `ng test`, jsdom): the surface an agent sends is drawn with Angular components, an
// input shows the surface's data, and the button's action goes back to the agent as the next run.
import { ApplicationRef, ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { A2UI_SCHEMA_CONTEXT_DESCRIPTION, A2uiSurface, provideA2ui } from 'ngx-ag-ui/a2ui';
import { activitySnapshot, runFinished, runStarted, ScriptedAgent } from 'ngx-ag-ui/testing';

const surfaceId = 'booking';
const surface = {
  a2ui_operations: [
    {
      version: 'v0.9',
      createSurface: {
        surfaceId,
        catalogId: 'https://a2ui.org/specification/v0_9/basic_catalog.json',
      },
    },
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          { id: 'root', component: 'Column', children: ['title', 'name', 'book'] },
          { id: 'title', component: 'Text', text: 'Book a call', variant: 'h2' },
          { id: 'name', component: 'TextField', label: 'Your name', value: { path: '/name' } },
          {
            id: 'book',
            component: 'Button',
            child: 'book-label',
            action: { event: { name: 'book', context: { name: { path: '/name' } } } },
          },
          { id: 'book-label', component: 'Text', text: 'Book' },
        ],
      },
    },
    { version: 'v0.9', updateDataModel: { surfaceId, path: '/', value: { name: 'Ada' } } },
  ],
};

@Component({
  selector: 'app-surface',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiSurface],
  template: `<agui-a2ui-surface messageId="a2ui-surface-1" />`,
})
class Surface {
  readonly agent = injectAgent();
}

describe('ngx-ag-ui/a2ui in an app tested with Vitest', () => {
  it('draws a surface the agent sent and sends its action as the next run', async () => {
    const agent = new ScriptedAgent((input, call) => [
      runStarted(input.threadId, input.runId),
      ...(call === 0 ? [activitySnapshot('a2ui-surface-1', 'a2ui-surface', surface)] : []),
      runFinished(input.threadId, input.runId),
    ]);
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent)), provideA2ui()],
    });
    const fixture = TestBed.createComponent(Surface);
    fixture.componentInstance.agent.send('Book a call');
    await TestBed.inject(ApplicationRef).whenStable();
    await fixture.whenStable();

    const root = fixture.nativeElement as HTMLElement;
    expect(root.querySelector('h4')?.textContent).toBe('Book a call');
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('Ada');
    const button = [...root.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Book'),
    );
    button!.click();
    await TestBed.inject(ApplicationRef).whenStable();

    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1].forwardedProps).toEqual({
      a2uiAction: {
        userAction: expect.objectContaining({
          name: 'book',
          surfaceId,
          sourceComponentId: 'book',
          context: { name: 'Ada' },
        }),
      },
    });
    // Every run told the agent which components it may use.
    for (const run of agent.inputs) {
      const entry = run.context.find((c) => c.description === A2UI_SCHEMA_CONTEXT_DESCRIPTION);
      expect(Object.keys(JSON.parse(entry!.value).components)).toContain('TextField');
    }
  });
});
