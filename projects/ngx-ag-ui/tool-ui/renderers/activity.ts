import { NgComponentOutlet } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  Injector,
  input,
} from '@angular/core';
import type { ActivityMessage } from '@ag-ui/core';

import { declaredInputs } from './declared-inputs';
import { injectRendererLookup } from './renderer-lookup';
import { injectAgent, type ActivityRendererInputs } from 'ngx-ag-ui';

/**
 * Renders one activity message (ACTIVITY_SNAPSHOT / ACTIVITY_DELTA) with the component
 * registered for its `activityType` (`provideToolRenderers()`); nothing when none is. Updated
 * only when that message changes.
 *
 * @example
 * @for (activity of agent.activities(); track activity.id) { <agui-activity [messageId]="activity.id" /> }
 */
@Component({
  selector: 'agui-activity',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgComponentOutlet],
  template: `
    @if (renderer(); as component) {
      <ng-container *ngComponentOutlet="component; inputs: declared()" />
    }
  `,
})
export class ActivityOutlet {
  /** The id of the activity message. */
  readonly messageId = input.required<string>();
  /** The agent whose message it is (the only or default one when absent). */
  readonly agentId = input<string>();

  readonly #injector = inject(Injector);
  readonly #lookUp = injectRendererLookup('activities');
  readonly #message = computed(() => {
    const store = injectAgent({ agentId: this.agentId(), injector: this.#injector });
    const message = store.message(this.messageId())();
    return message?.role === 'activity' ? (message as ActivityMessage) : undefined;
  });

  protected readonly renderer = computed(() => this.#lookUp(this.#message()?.activityType));
  protected readonly inputs = computed((): ActivityRendererInputs => {
    const activity = this.#message()!;
    return { activity, content: activity.content as Record<string, unknown> };
  });

  protected readonly declared = computed(() => {
    const component = this.renderer();
    return component ? declaredInputs(component, this.inputs()) : {};
  });
}
