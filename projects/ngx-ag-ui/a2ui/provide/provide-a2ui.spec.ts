import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent } from '@ag-ui/core';
import { type AgentSource, injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { ActivityOutlet } from 'ngx-ag-ui/tool-ui';
import { activitySnapshot, runStarted } from 'ngx-ag-ui/testing';
import { Subject } from 'rxjs';

import { BASIC_CATALOG } from '../catalog/basic-catalog';
import { op } from '../render/a2ui-surface.test-helpers';
import { toCatalogContext, A2UI_SCHEMA_CONTEXT_DESCRIPTION } from './catalog-context';
import { mergeCatalogs } from './merge-catalogs';
import { provideA2ui } from './provide-a2ui';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ActivityOutlet],
  template: `
    @for (activity of agent.activities(); track activity.id) {
      <agui-activity [messageId]="activity.id" />
    }
  `,
})
class ChatLike {
  readonly agent = injectAgent();
}

describe('provideA2ui', () => {
  it('makes <agui-activity> draw every a2ui-surface activity, with no other app code', async () => {
    const events = new Subject<BaseEvent>();
    const source: AgentSource = { run: () => events };
    TestBed.configureTestingModule({
      providers: [provideAgUi({}, withAgent(source)), provideA2ui()],
    });
    const fixture = TestBed.createComponent(ChatLike);
    fixture.componentInstance.agent.send('go');
    events.next(runStarted());
    for (const n of [1, 2]) {
      events.next(
        activitySnapshot(`a2ui-surface-${n}`, 'a2ui-surface', {
          a2ui_operations: [
            op.create(`s${n}`),
            op.components([{ id: 'root', component: 'Text', text: `Surface ${n}` }], `s${n}`),
          ],
        }),
      );
    }
    fixture.detectChanges();
    // The surface component loads with the first surface: wait for that same import.
    await import('../render/a2ui-surface');
    await new Promise((resolve) => setTimeout(resolve));
    fixture.detectChanges();
    const root: HTMLElement = fixture.nativeElement;
    const surfaces = [...root.querySelectorAll('agui-a2ui-surface')];
    expect(surfaces.map((s) => s.textContent!.trim())).toEqual(['Surface 1', 'Surface 2']);
  });

  it('advertises the catalog as the context entry the middleware reads', () => {
    const entry = toCatalogContext(mergeCatalogs([BASIC_CATALOG]));
    expect(entry.description).toBe(A2UI_SCHEMA_CONTEXT_DESCRIPTION);
    const value = JSON.parse(entry.value);
    expect(value.catalogId).toBe('https://a2ui.org/specification/v0_9/basic_catalog.json');
    expect(Object.keys(value.components)).toEqual(Object.keys(BASIC_CATALOG.components));
    expect(value.components.Text.required).toEqual(['id', 'component', 'text']);
  });
});
