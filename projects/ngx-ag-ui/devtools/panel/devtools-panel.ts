import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  DOCUMENT,
  effect,
  ElementRef,
  inject,
  Injector,
  signal,
  viewChild,
} from '@angular/core';

import type { RecordedRun } from '../recording/agent-recorder';
import { toJsonl } from '../recording/recording-jsonl';
import { toReplaySpec } from '../replay/to-replay-spec';
import { withOutcome } from '../replay/with-outcome';
import { DevtoolsHub } from '../provide/devtools-hub';
import { DEVTOOLS_SHORTCUT } from '../provide/devtools-shortcut';
import { downloadText } from './download-text';
import { eventDetails } from './event-details';
import { timeline } from './event-rows';
import { DevtoolsJsonView } from './json-view';
import { citationsPerMessage, openItems } from './open-items';
import { PANEL_STYLES } from './devtools-panel.styles';

/**
 * The devtools panel, docked at the bottom of the page: per agent and run, the event timeline
 * (filter, search), the chosen event's payload, patch, state after it, warnings and error, what
 * is still open and the citations per message, time travel, and export. Loaded with `import()`
 * by the shortcut, in development builds only.
 */
@Component({
  selector: 'agui-devtools-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [DevtoolsJsonView],
  templateUrl: './devtools-panel.html',
  styles: PANEL_STYLES,
  host: { '[hidden]': '!hub.isOpen()', '(keydown.escape)': 'close()' },
})
export class DevtoolsPanel {
  protected readonly hub = inject(DevtoolsHub);
  readonly #document = inject(DOCUMENT);
  protected readonly shortcut = DEVTOOLS_SHORTCUT;

  protected readonly agentIndex = signal(0);
  protected readonly runId = signal<number | undefined>(undefined);
  protected readonly selected = signal<number | undefined>(undefined);
  protected readonly typeFilter = signal('');
  protected readonly search = signal('');
  protected readonly message = signal('');

  protected readonly agent = computed(() => {
    const agents = this.hub.agents();
    return agents[Math.min(this.agentIndex(), agents.length - 1)];
  });
  protected readonly runs = computed(() => this.agent()?.runs() ?? []);
  protected readonly run = computed<RecordedRun | undefined>(() => {
    const runs = this.runs();
    const id = this.runId();
    return runs.find((run) => run.id === id) ?? runs[runs.length - 1];
  });
  protected readonly view = computed(() => timeline(this.run(), this.typeFilter(), this.search()));
  protected readonly details = computed(() => {
    const index = this.selected();
    return index === undefined ? undefined : eventDetails(this.run(), index);
  });
  protected readonly travel = computed(() => this.agent()?.travel());
  /** The thread the side lists describe: after the chosen event, else the live one. */
  protected readonly focusThread = computed(
    () => this.details()?.thread ?? this.agent()?.store.thread(),
  );
  protected readonly open = computed(() => openItems(this.focusThread()));
  protected readonly citations = computed(() => citationsPerMessage(this.focusThread()));

  private readonly heading = viewChild<ElementRef<HTMLElement>>('heading');

  constructor() {
    // Opening the panel moves focus into it, so that a keyboard user lands where the shortcut led.
    const injector = inject(Injector);
    effect(() => {
      if (this.hub.isOpen())
        afterNextRender(() => this.heading()?.nativeElement.focus(), { injector });
    });
  }

  protected chooseAgent(value: string): void {
    this.agentIndex.set(Number(value));
    this.runId.set(undefined);
    this.selected.set(undefined);
  }

  protected chooseRun(value: string): void {
    this.runId.set(Number(value));
    this.selected.set(undefined);
  }

  protected travelTo(index: number): void {
    const agent = this.agent();
    const run = this.run();
    if (!agent || !run) return;
    this.message.set(
      this.hub.travelTo(agent, run.id, index)
        ? `The app shows the thread right after event ${index + 1}.`
        : 'Time travel waits until the run ends.',
    );
  }

  protected backToLive(): void {
    const agent = this.agent();
    if (agent) this.hub.backToLive(agent);
    this.message.set('The app shows the live thread again.');
  }

  protected exportRun(): void {
    const run = this.run();
    if (!run) return;
    try {
      const recording = withOutcome(run.recording);
      const name = `agent-${recording.agentId}-run-${run.id}`.replace(/[^\w.-]+/g, '-');
      downloadText(this.#document, `${name}.jsonl`, toJsonl(recording), 'application/jsonl');
      const spec = toReplaySpec(recording, { fixture: `${name}.jsonl` });
      downloadText(this.#document, `${name}.spec.ts`, spec, 'text/plain');
      this.message.set(`Exported ${name}.jsonl and ${name}.spec.ts.`);
    } catch (error) {
      console.error('ngx-ag-ui devtools: the export failed.', error);
      this.message.set('The export failed (see the console).');
    }
  }

  protected close(): void {
    this.hub.close();
  }

  protected runLabel(run: RecordedRun): string {
    const status = run.recording.outcome?.status ?? 'streaming';
    return `Run ${run.id}: ${run.recording.events.length} events, ${status}`;
  }

  protected ms(value: number | undefined): string {
    return value === undefined ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(0);
  }
}
