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

/** The surface component, loaded once; a failed load is forgotten so the next surface retries. */
function loadSurface(): Promise<Type<unknown>> {
  loading ??= import('./a2ui-surface').then(
    (module) => module.A2uiSurface,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The renderer `provideA2ui()` registers for `a2ui-surface` activities: it asks for the
 * surface with `import()` (a chunk of its own when an app builds the library from sources; the
 * published entry is one module, so there it is at hand at once), then draws
 * `<agui-a2ui-surface>`. Server rendering waits for the load.
 */
@Component({
  selector: 'agui-a2ui-activity',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgComponentOutlet],
  template: `
    @if (surface(); as component) {
      <ng-container *ngComponentOutlet="component; inputs: inputs()" />
    }
  `,
})
export class A2uiActivity {
  /** The activity message (given by `<agui-activity>`). */
  readonly activity = input.required<ActivityMessage>();

  protected readonly surface = signal<Type<unknown> | undefined>(undefined);
  protected readonly inputs = computed(() => ({ messageId: this.activity().id }));

  constructor() {
    const done = inject(PendingTasks).add();
    loadSurface().then(
      (component) => {
        this.surface.set(component);
        done();
      },
      // A surface that does not load shows nothing; the chat goes on.
      () => done(),
    );
  }
}
