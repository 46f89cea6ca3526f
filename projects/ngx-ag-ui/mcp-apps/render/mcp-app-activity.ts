import { NgComponentOutlet } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  PendingTasks,
  signal,
  type Type,
} from '@angular/core';
import type { ActivityMessage } from '@ag-ui/core';

let loading: Promise<Type<unknown>> | undefined;

/** The app component, loaded once; a failed load is forgotten so the next app retries. */
function loadApp(): Promise<Type<unknown>> {
  loading ??= import('./mcp-app').then(
    (module) => module.McpApp,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The renderer `provideMcpApps()` registers for `mcp-apps` activities: it loads
 * `<agui-mcp-app>` with `import()` and draws it for the activity.
 */
@Component({
  selector: 'agui-mcp-app-activity',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgComponentOutlet],
  template: `
    @if (app(); as component) {
      <ng-container *ngComponentOutlet="component; inputs: inputs()" />
    }
  `,
})
export class McpAppActivity {
  /** The activity message (given by `<agui-activity>`). */
  readonly activity = input.required<ActivityMessage>();

  protected readonly app = signal<Type<unknown> | undefined>(undefined);
  protected readonly inputs = computed(() => ({ messageId: this.activity().id }));

  constructor() {
    const done = inject(PendingTasks).add();
    loadApp().then(
      (component) => {
        this.app.set(component);
        done();
      },
      // An app that does not load shows nothing; the chat goes on.
      () => done(),
    );
  }
}
