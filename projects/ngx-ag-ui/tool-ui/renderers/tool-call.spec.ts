import { ChangeDetectionStrategy, Component, input, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { ActivityMessage, BaseEvent, ToolCall } from '@ag-ui/core';
import {
  injectAgent,
  provideAgUi,
  provideToolRenderers,
  withAgent,
  type AgentSource,
  type ToolCallStatus,
} from 'ngx-ag-ui';
import { ActivityOutlet, ToolCallOutlet, ToolRendererTemplate } from 'ngx-ag-ui/tool-ui';
import {
  activityDelta,
  activitySnapshot,
  runFinished,
  runStarted,
  textMessageContent,
  textMessageStart,
  toolCallArgs,
  toolCallEnd,
  toolCallResult,
  toolCallStart,
} from 'ngx-ag-ui/testing';
import { Subject } from 'rxjs';

const renders: Record<string, number> = {};

@Component({
  selector: 'agui-spec-search-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p [attr.data-id]="call().id">
    {{ count(call().id) }}{{ status() }}:{{ query() }}|{{ result() }}
  </p>`,
})
class SearchCard {
  readonly call = input.required<ToolCall>();
  readonly args = input<{ query?: string }>();
  readonly status = input<ToolCallStatus>();
  readonly result = input<string>();
  protected readonly query = () => this.args()?.query ?? '';
  protected count(id: string): string {
    renders[id] = (renders[id] ?? 0) + 1;
    return '';
  }
}

@Component({
  selector: 'agui-spec-progress-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p role="status">{{ content()['label'] }}</p>`,
})
class ProgressCard {
  readonly activity = input.required<ActivityMessage>();
  readonly content = input.required<Record<string, unknown>>();
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ToolCallOutlet, ActivityOutlet, ToolRendererTemplate],
  template: `
    <ng-template
      aguiToolRenderer="lookup"
      let-call
      let-args="args"
      let-status="status"
      let-result="result"
      let-error="error"
    >
      <p [attr.data-id]="call.id">{{ status }}:{{ args?.word }}|{{ result }}{{ error }}</p>
    </ng-template>
    @if (overrideSearch()) {
      <p *aguiToolRenderer="'search'; let call" [attr.data-id]="call.id">template {{ call.id }}</p>
    }
    @for (call of agent.toolCalls(); track call.id) {
      <agui-tool-call [toolCallId]="call.id" />
    }
    @for (activity of agent.activities(); track activity.id) {
      <agui-activity [messageId]="activity.id" />
    }
  `,
})
class Host {
  readonly agent = injectAgent();
  /** Declares a template for `search`, which has a component renderer too. */
  readonly overrideSearch = signal(false);
}

async function setUp() {
  const events = new Subject<BaseEvent>();
  const source: AgentSource = { run: () => events };
  TestBed.configureTestingModule({
    providers: [
      provideAgUi({}, withAgent(source)),
      provideToolRenderers({
        tools: { search: SearchCard },
        activities: { progress: ProgressCard },
      }),
    ],
  });
  const fixture = TestBed.createComponent(Host);
  fixture.componentInstance.agent.send('go');
  const root: HTMLElement = fixture.nativeElement;
  const emit = async (...batch: BaseEvent[]) => {
    batch.forEach((event) => events.next(event));
    // The run stays open (so whenStable() would wait for it): render what has arrived.
    await new Promise((resolve) => setTimeout(resolve));
    fixture.detectChanges();
  };
  const text = (id: string) => root.querySelector(`[data-id="${id}"]`)?.textContent?.trim();
  return { fixture, root, emit, text };
}

describe('ToolCallOutlet and ActivityOutlet', () => {
  beforeEach(() => Object.keys(renders).forEach((key) => delete renders[key]));

  it('renders a call while its arguments stream, then with its result', async () => {
    const { emit, text } = await setUp();
    await emit(runStarted(), toolCallStart('c1', 'search'), toolCallArgs('c1', '{"query":"mar'));
    expect(text('c1')).toBe('streaming:mar|');
    await emit(toolCallArgs('c1', 's rovers"}'), toolCallEnd('c1'));
    expect(text('c1')).toBe('streaming:mars rovers|');
    await emit(toolCallResult('m1', 'c1', '3 hits'), runFinished());
    expect(text('c1')).toBe('done:mars rovers|3 hits');
  });

  it('re-renders a renderer only for its own call while another call streams', async () => {
    const { emit, text } = await setUp();
    await emit(runStarted(), toolCallStart('c1', 'search'), toolCallArgs('c1', '{"query":"a"}'));
    await emit(toolCallEnd('c1'), toolCallStart('c2', 'search'));
    const before = { c1: renders['c1'], c2: renders['c2'] };
    for (const delta of ['{"qu', 'ery":', '"b', 'cd', 'ef"}'])
      await emit(toolCallArgs('c2', delta));
    expect(text('c2')).toBe('streaming:bcdef|');
    // Exactly one render of c2 per chunk (each changes its arguments), none of c1.
    expect(renders['c1']).toBe(before.c1);
    expect(renders['c2'] - before.c2).toBe(5);
    // A chunk of an unrelated text message re-renders neither.
    await emit(textMessageStart('t1'), textMessageContent('t1', 'hello'));
    expect([renders['c1'], renders['c2'] - before.c2]).toEqual([before.c1, 5]);
  });

  it('renders a call with a template registered by *aguiToolRenderer, typed context included', async () => {
    const { emit, text } = await setUp();
    await emit(runStarted(), toolCallStart('k1', 'lookup'), toolCallArgs('k1', '{"word":"ro'));
    expect(text('k1')).toBe('streaming:ro|');
    await emit(toolCallArgs('k1', 'ver"}'), toolCallEnd('k1'), toolCallResult('m2', 'k1', 'found'));
    expect(text('k1')).toBe('done:rover|found');
  });

  it('prefers a template over a component for the same tool, for as long as it is declared', async () => {
    const { fixture, emit, text } = await setUp();
    await emit(runStarted(), toolCallStart('c1', 'search'), toolCallArgs('c1', '{"query":"a"}'));
    expect(text('c1')).toBe('streaming:a|');
    fixture.componentInstance.overrideSearch.set(true);
    await emit();
    expect(text('c1')).toBe('template c1');
    fixture.componentInstance.overrideSearch.set(false);
    await emit();
    expect(text('c1')).toBe('streaming:a|');
  });

  it('renders nothing for a tool without a renderer', async () => {
    const { emit, root } = await setUp();
    await emit(runStarted(), toolCallStart('c9', 'other'), toolCallArgs('c9', '{}'));
    expect(root.querySelector('agui-tool-call')!.textContent!.trim()).toBe('');
  });

  it('shows a result of content parts for a tool without a renderer: text, image with alt, document link', async () => {
    const { emit, root } = await setUp();
    await emit(
      runStarted(),
      toolCallStart('c9', 'chart'),
      toolCallArgs('c9', '{}'),
      toolCallEnd('c9'),
    );
    expect(root.querySelector('agui-tool-call')!.textContent!.trim()).toBe('');
    await emit(
      toolCallResult('m9', 'c9', [
        { type: 'text', text: 'Sales by quarter.' },
        {
          type: 'image',
          source: { type: 'url', value: 'https://example.com/q.png' },
          metadata: { alt: 'Bar chart of sales by quarter' },
        },
        {
          type: 'document',
          source: { type: 'url', value: 'javascript:alert(1)' },
          metadata: { title: 'Evil' },
        },
        {
          type: 'document',
          source: {
            type: 'url',
            value: 'https://example.com/INV-2291.pdf',
            mimeType: 'application/pdf',
          },
          metadata: { title: 'INV-2291' },
        },
      ]),
    );
    const card = root.querySelector('agui-tool-call agui-tool-result-parts')!;
    expect(card.querySelector('p')!.textContent).toBe('Sales by quarter.');
    const image = card.querySelector('img')!;
    expect([image.getAttribute('src'), image.alt]).toEqual([
      'https://example.com/q.png',
      'Bar chart of sales by quarter',
    ]);
    const links = [...card.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([['INV-2291', 'https://example.com/INV-2291.pdf']]);
    expect(card.textContent).toContain('Evil (document not linked)');
  });

  it("gives a renderer a parts result's text joined, and the parts themselves", async () => {
    const { emit, text } = await setUp();
    await emit(runStarted(), toolCallStart('c1', 'search'), toolCallArgs('c1', '{"query":"x"}'));
    await emit(
      toolCallEnd('c1'),
      toolCallResult('m1', 'c1', [
        { type: 'text', text: '2 hits' },
        { type: 'image', source: { type: 'url', value: 'https://example.com/a.png' } },
        { type: 'text', text: 'more' },
      ]),
    );
    expect(text('c1')).toBe('done:x|2 hits\nmore');
  });

  it('renders an activity by its type and follows its deltas', async () => {
    const { emit, root } = await setUp();
    await emit(runStarted(), activitySnapshot('act1', 'progress', { label: 'Searching…' }));
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Searching…');
    await emit(
      activityDelta('act1', 'progress', [{ op: 'replace', path: '/label', value: 'Found 3' }]),
    );
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Found 3');
  });
});
