import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { ActivityMessage, BaseEvent, ToolCall } from '@ag-ui/core';
import {
  ActivityOutlet,
  injectAgent,
  provideAgUi,
  provideToolRenderers,
  ToolCallOutlet,
  withAgent,
  type AgentSource,
  type ToolCallStatus,
} from 'ngx-ag-ui';
import {
  activityDelta,
  activitySnapshot,
  runFinished,
  runStarted,
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
  imports: [ToolCallOutlet, ActivityOutlet],
  template: `
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
    const before = renders['c1'];
    for (const delta of ['{"qu', 'ery":', '"b', 'cd', 'ef"}'])
      await emit(toolCallArgs('c2', delta));
    expect(text('c2')).toBe('streaming:bcdef|');
    expect(renders['c1']).toBe(before);
    expect(renders['c2']).toBeGreaterThanOrEqual(5);
  });

  it('renders nothing for a tool without a renderer', async () => {
    const { emit, root } = await setUp();
    await emit(runStarted(), toolCallStart('c9', 'other'), toolCallArgs('c9', '{}'));
    expect(root.querySelector('agui-tool-call')!.textContent!.trim()).toBe('');
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
