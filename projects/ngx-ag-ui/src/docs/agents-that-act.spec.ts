import {
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  inject,
  input,
  LOCALE_ID,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BaseEvent, RunAgentInput, ToolMessage } from '@ag-ui/core';
import {
  defineTool,
  injectAgent,
  injectTool,
  provideAgUi,
  provideToolRenderers,
  withAgent,
  withTools,
  type ToolCallStatus,
} from 'ngx-ag-ui';
import {
  InterruptCard,
  ToolApproval,
  ToolCallOutlet,
  ToolRendererTemplate,
} from 'ngx-ag-ui/tool-ui';
import { runFinished, runStarted, ScriptedAgent, textAnswer, toolCall } from 'ngx-ag-ui/testing';
import { z } from 'zod';

import { interruptingAgent } from '../store/interrupting-agent.test-helpers';

// The examples of docs/agents-that-act.md, verbatim: this spec keeps them honest.
// prettier-ignore
export const readLocale = defineTool({
  name: 'read_locale',
  description: "Reads the user's language",
  handler: () => inject(LOCALE_ID),
});

// prettier-ignore
export const openPreview = defineTool({
  name: 'open_preview',
  description: 'Opens a source in the preview pane',
  parameters: z.object({ url: z.url() }),
  handler: ({ url }, { signal }) => (signal.aborted ? null : { opened: url }),
});

// prettier-ignore
@Component({ selector: 'app-preview', template: '', changeDetection: ChangeDetectionStrategy.OnPush })
export class Preview {
  constructor() {
    injectTool(openPreview);
  }
}

// prettier-ignore
export const saveSources = defineTool({
  name: 'save_sources',
  description: 'Saves sources to your reading list',
  parameters: z.object({ urls: z.array(z.string()) }),
  requiresApproval: true,
  handler: ({ urls }) => ({ saved: urls.length }),
});

// prettier-ignore
@Component({
  selector: 'app-approvals',
  imports: [ToolApproval],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (approval of agent.pendingApprovals(); track approval.toolCall.id) {
      <agui-tool-approval [approval]="approval" editable />
    }
  `,
})
export class Approvals {
  protected readonly agent = injectAgent();
}

// prettier-ignore
@Component({
  selector: 'app-interrupts',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (interrupt of agent.interrupts(); track interrupt.id) {
      <p>{{ interrupt.message ?? interrupt.reason }}</p>
      <button type="button" (click)="agent.answerInterrupt(interrupt.id, { payload: { ok: true } })">Yes</button>
      <button type="button" (click)="agent.answerInterrupt(interrupt.id, { status: 'cancelled' })">No</button>
    }
  `,
})
export class Interrupts {
  protected readonly agent = injectAgent();
}

// prettier-ignore
@Component({
  selector: 'app-interrupt-cards',
  imports: [InterruptCard],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (interrupt of agent.interrupts(); track interrupt) {
      <agui-interrupt [interrupt]="interrupt" [template]="seats" />
    }
    <ng-template #seats let-answer="answer" let-cancel="cancel">
      <button type="button" (click)="answer({ seats: 2 })">Two seats</button>
      <button type="button" (click)="cancel()">Not now</button>
    </ng-template>
  `,
})
export class InterruptCards {
  protected readonly agent = injectAgent();
}

// prettier-ignore
@Component({
  selector: 'app-search-call',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>Searching for “{{ args()?.query }}” ({{ status() }})</p>`,
})
export class SearchCall {
  readonly args = input<{ query?: string }>();
  readonly status = input<ToolCallStatus>();
}

// prettier-ignore
@Component({
  selector: 'app-calls',
  imports: [ToolCallOutlet],
  providers: [provideToolRenderers({ tools: { search: SearchCall } })],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (call of agent.toolCalls(); track call.id) {
      <agui-tool-call [toolCallId]="call.id" />
    }
  `,
})
export class Calls {
  protected readonly agent = injectAgent();
}

// prettier-ignore
export const lookUp = defineTool({
  name: 'look_up',
  description: 'Looks a term up in the glossary',
  parameters: z.object({ term: z.string() }),
  handler: ({ term }) => `${term}: a planet`,
});

// prettier-ignore
@Component({
  selector: 'app-look-ups',
  imports: [ToolCallOutlet, ToolRendererTemplate],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <ng-template [aguiToolRenderer]="lookUp" let-args="args" let-status="status" let-result="result">
      <p>Looked up “{{ args?.term }}” ({{ status }}): {{ result }}</p>
    </ng-template>
    @for (call of agent.toolCalls(); track call.id) {
      <agui-tool-call [toolCallId]="call.id" />
    }
  `,
})
export class LookUps {
  protected readonly agent = injectAgent();
  protected readonly lookUp = lookUp;
}

/** A run that calls `name` once, then answers in text once a tool message came back. */
function callsOnce(name: string, args: string) {
  return (input: RunAgentInput, call: number): BaseEvent[] =>
    call > 0
      ? textAnswer(input, 'Done.', { messageId: `a${call}` })
      : [
          runStarted(input.threadId, input.runId),
          ...toolCall('c1', name, [args]),
          runFinished(input.threadId, input.runId),
        ];
}
const toolResult = (agent: ScriptedAgent) =>
  agent.inputs[1]?.messages.find((m): m is ToolMessage => m.role === 'tool');
const whenRendered = async (
  root: HTMLElement,
  selector: string,
  fixture: { detectChanges(): void },
) => {
  while (!root.querySelector(selector)) {
    await new Promise((resolve) => setTimeout(resolve));
    fixture.detectChanges();
  }
};

describe('docs/agents-that-act.md', () => {
  it('answers a tool registered with withTools() and continues the run', async () => {
    const agent = new ScriptedAgent(callsOnce('read_locale', '{}'));
    TestBed.configureTestingModule({
      providers: [
        provideAgUi(
          { url: '/api/agent' },
          withAgent(agent),
          withTools([readLocale], { timeout: 10_000, maxRounds: 3 }),
        ),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('Which language do I speak?');
    await TestBed.inject(ApplicationRef).whenStable();
    expect(toolResult(agent)?.content).toBe('en-US');
    expect(store.messages().at(-1)?.content).toBe('Done.');
  });

  it('answers a tool a component added with injectTool(), checked by its zod schema', async () => {
    const agent = new ScriptedAgent(callsOnce('open_preview', '{"url":"https://nasa.gov/"}'));
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent), withTools())] });
    const fixture = TestBed.createComponent(Preview);
    TestBed.runInInjectionContext(() => injectAgent()).send('Open it');
    await fixture.whenStable();
    expect(agent.inputs[0].tools[0]).toMatchObject({
      name: 'open_preview',
      parameters: { type: 'object' },
    });
    expect(toolResult(agent)?.content).toBe('{"opened":"https://nasa.gov/"}');
  });

  it('asks a person with <agui-tool-approval> before saving', async () => {
    const agent = new ScriptedAgent(callsOnce('save_sources', '{"urls":["https://nasa.gov/"]}'));
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), withTools([saveSources]))],
    });
    const fixture = TestBed.createComponent(Approvals);
    TestBed.runInInjectionContext(() => injectAgent()).send('Save it');
    const root: HTMLElement = fixture.nativeElement;
    await whenRendered(root, '[role="group"]', fixture);
    [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Approve')!.click();
    await fixture.whenStable();
    expect(toolResult(agent)?.content).toBe('{"saved":1}');
  });

  it('resumes an interrupted run with the answers', async () => {
    const agent = interruptingAgent({ id: 'i1', reason: 'confirm', message: 'Book the flight?' });
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
    const fixture = TestBed.createComponent(Interrupts);
    TestBed.runInInjectionContext(() => injectAgent()).send('Book it');
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    expect(root.querySelector('p')!.textContent).toBe('Book the flight?');
    root.querySelector('button')!.click();
    await fixture.whenStable();
    expect(agent.inputs[1].resume).toEqual([
      { interruptId: 'i1', status: 'resolved', payload: { ok: true } },
    ]);
  });

  it('answers an interrupt without a schema through the app template of <agui-interrupt>', async () => {
    const agent = interruptingAgent({ id: 'i1', reason: 'seats' });
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
    const fixture = TestBed.createComponent(InterruptCards);
    TestBed.runInInjectionContext(() => injectAgent()).send('Book it');
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    const buttons = [...root.querySelectorAll('agui-interrupt button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Two seats', 'Not now']);
    (buttons[0] as HTMLButtonElement).click();
    await fixture.whenStable();
    expect(agent.inputs[1].resume).toEqual([
      { interruptId: 'i1', status: 'resolved', payload: { seats: 2 } },
    ]);
  });

  it('renders a search call with its renderer while its arguments stream', async () => {
    const agent = new ScriptedAgent((input) => ({
      events: [
        runStarted(input.threadId, input.runId),
        ...toolCall('c1', 'search', ['{"query":"mars']),
      ],
      hang: true,
    }));
    TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
    const fixture = TestBed.createComponent(Calls);
    TestBed.runInInjectionContext(() => injectAgent()).send('Search');
    const root: HTMLElement = fixture.nativeElement;
    await whenRendered(root, 'app-search-call p', fixture);
    expect(root.querySelector('app-search-call p')!.textContent).toContain('Searching for “mars”');
  });

  it('renders the calls of a browser tool with a template, from arguments to result', async () => {
    const agent = new ScriptedAgent(callsOnce('look_up', '{"term":"mars"}'));
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(agent), withTools([lookUp]))],
    });
    const fixture = TestBed.createComponent(LookUps);
    TestBed.runInInjectionContext(() => injectAgent()).send('Look it up');
    await fixture.whenStable();
    fixture.detectChanges();
    expect(fixture.nativeElement.querySelector('agui-tool-call p').textContent).toBe(
      'Looked up “mars” (done): mars: a planet',
    );
  });

  it('holds every example of the guide as written', () => {
    const section = readFileSync(join(__dirname, '../../../../docs/agents-that-act.md'), 'utf8');
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());
    const spec = readFileSync(__filename, 'utf8');
    expect(blocks).toHaveLength(7);
    // Each declaration of a block (blocks separate theirs with a blank line), character for
    // character; the README's HTTP agent alone runs here with the scripted agent added.
    const standIns: Record<string, string> = {
      "provideAgUi({ url: '/api/agent' }, withTools([readLocale], { timeout: 10_000, maxRounds: 3 }));":
        'withAgent(agent),\n          withTools([readLocale], { timeout: 10_000, maxRounds: 3 }),',
    };
    for (const declaration of blocks.flatMap((block) => block.split('\n\n')))
      expect(spec).toContain(standIns[declaration] ?? declaration);
  });

  it('writes shared state that the next run sends', async () => {
    const agent = new ScriptedAgent((input) => textAnswer(input, 'ok'));
    TestBed.configureTestingModule({ providers: [provideAgUi({ state: {} }, withAgent(agent))] });
    const agentStore = TestBed.runInInjectionContext(() => injectAgent());
    // prettier-ignore
    agentStore.setState((state: { theme?: string }) => ({ ...state, theme: 'dark' }));
    expect(agentStore.state()).toEqual({ theme: 'dark' });
    agentStore.send('hi');
    await new Promise((resolve) => setTimeout(resolve));
    expect(agent.inputs[0].state).toEqual({ theme: 'dark' });
  });
});
