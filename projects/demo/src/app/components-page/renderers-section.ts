import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  createEnvironmentInjector,
  DestroyRef,
  EnvironmentInjector,
  inject,
  viewChild,
  ViewContainerRef,
} from '@angular/core';
import { injectAgent, provideAgUi, provideToolRenderers, withAgent, withTools } from 'ngx-ag-ui';
import {
  ActivityOutlet,
  ToolApproval,
  ToolCallOutlet,
  ToolRendererTemplate,
} from 'ngx-ag-ui/tool-ui';

import { LookupDocsCard, SearchProgressCard } from './renderer-cards';
import { convertUnits, rendererDemoAgent } from './renderers-demo';

/**
 * Tool calls and activities of a scripted agent, each shown by its renderer: `lookup_docs` by a
 * component, `convert_units` (a browser tool) by a template, `search` activities by a component;
 * the browser tool waits for approval in an editable `<agui-tool-approval>`.
 */
@Component({
  selector: 'app-renderers-playground',
  imports: [ActivityOutlet, ToolApproval, ToolCallOutlet, ToolRendererTemplate],
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    provideToolRenderers({
      tools: { lookup_docs: LookupDocsCard },
      activities: { search: SearchProgressCard },
    }),
  ],
  template: `
    <button type="button" (click)="play()" [disabled]="agent.isRunning()">Play the agent’s tool calls</button>
    <ng-template [aguiToolRenderer]="convertUnits" let-args="args" let-status="status" let-result="result">
      <p class="convert">Convert {{ args?.km }} km: {{ status }}{{ result ? ', ' + result : '' }}</p>
    </ng-template>
    <div class="calls">
      @for (activity of agent.activities(); track activity.id) {
        <agui-activity [messageId]="activity.id" />
      }
      @for (call of agent.toolCalls(); track call.id) {
        <agui-tool-call [toolCallId]="call.id" />
      }
    </div>
    @for (approval of agent.pendingApprovals(); track approval.toolCall.id) {
      <agui-tool-approval [approval]="approval" editable />
    }
    <p>Run status: {{ agent.status() }}</p>
  `,
  styles: `
    .calls { display: grid; gap: 0.5rem; margin-block: 0.75rem; }
  `,
})
export class RenderersPlayground {
  protected readonly agent = injectAgent();
  protected readonly convertUnits = convertUnits;

  protected play(): void {
    this.agent.reset();
    this.agent.send('Look up signals and convert 42 km');
  }
}

/**
 * The renderer section of the components page. Its scripted agent gets an injector of its own
 * (the app's agent is the demo's HTTP agent), created in the browser only.
 */
@Component({
  selector: 'app-renderers-section',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<ng-container #stage />`,
})
export class RenderersSection {
  private readonly stage = viewChild.required('stage', { read: ViewContainerRef });

  constructor() {
    const parent = inject(EnvironmentInjector);
    const destroyRef = inject(DestroyRef);
    afterNextRender(() => {
      const injector = createEnvironmentInjector(
        [provideAgUi({}, withAgent(rendererDemoAgent()), withTools([convertUnits]))],
        parent,
      );
      this.stage().createComponent(RenderersPlayground, { environmentInjector: injector });
      destroyRef.onDestroy(() => injector.destroy());
    });
  }
}
