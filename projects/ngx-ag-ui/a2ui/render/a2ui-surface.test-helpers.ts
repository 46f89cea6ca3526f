import {
  ChangeDetectionStrategy,
  Component,
  input,
  type EnvironmentProviders,
  type Provider,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { type AgentSource, type AgUiConfig, injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { activitySnapshot, runFinished, runStarted } from 'ngx-ag-ui/testing';
import { Subject } from 'rxjs';

import type { A2uiWarning } from '../model/a2ui-warning';
import { A2uiSurface } from './a2ui-surface';

/** Builds the operations of surface `s` (v0.9). */
export const op = {
  create: (surfaceId = 's') => ({
    version: 'v0.9',
    createSurface: {
      surfaceId,
      catalogId: 'https://a2ui.org/specification/v0_9/basic_catalog.json',
    },
  }),
  components: (components: readonly Record<string, unknown>[], surfaceId = 's') => ({
    version: 'v0.9',
    updateComponents: { surfaceId, components },
  }),
  data: (value: unknown, path = '/', surfaceId = 's') => ({
    version: 'v0.9',
    updateDataModel: { surfaceId, path, value },
  }),
};

@Component({
  selector: 'agui-spec-surface-host',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiSurface],
  template: `<agui-a2ui-surface [messageId]="messageId()" (warning)="warnings.push($event)" />`,
})
class SurfaceHost {
  readonly messageId = input('a2ui-surface-1');
  readonly agent = injectAgent();
  readonly warnings: A2uiWarning[] = [];
}

/**
 * A surface drawn from a store whose agent is a Subject: `emit()` feeds events and renders,
 * `paint()` sends a painted snapshot of `a2ui-surface-1`, `runs` holds each run's input.
 */
export async function setUpSurface(
  providers: (Provider | EnvironmentProviders)[] = [],
  config: AgUiConfig = {},
) {
  const runs: RunAgentInput[] = [];
  let events = new Subject<BaseEvent>();
  const source: AgentSource = {
    run: (input) => {
      runs.push(input);
      events = new Subject<BaseEvent>();
      return events;
    },
  };
  TestBed.configureTestingModule({
    providers: [provideAgUi(config, withAgent(source)), ...providers],
  });
  const fixture = TestBed.createComponent(SurfaceHost);
  const root: HTMLElement = fixture.nativeElement;
  const emit = async (...batch: BaseEvent[]) => {
    batch.forEach((event) => events.next(event));
    await new Promise((resolve) => setTimeout(resolve));
    fixture.detectChanges();
  };
  const paint = (...operations: unknown[]) =>
    emit(activitySnapshot('a2ui-surface-1', 'a2ui-surface', { a2ui_operations: operations }));
  fixture.componentInstance.agent.send('go');
  await emit(runStarted());
  const finish = () => emit(runFinished());
  const warnings = () => fixture.componentInstance.warnings;
  const store = fixture.componentInstance.agent;
  return { fixture, root, emit, paint, finish, runs, warnings, store };
}
