import {
  createEnvironmentInjector,
  ErrorHandler,
  Injector,
  PendingTasks,
  type EnvironmentInjector,
  type EnvironmentProviders,
  type Provider,
} from '@angular/core';

/** Stands in for Angular's `PendingTasks` where no application exists (Node specs). */
export class CountingPendingTasks {
  /** Tasks added and not yet released. */
  active = 0;
  #waiters: (() => void)[] = [];

  add(): () => void {
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      if (this.active === 0) this.#waiters.splice(0).forEach((resolve) => resolve());
    };
  }

  /** Resolves once no task is pending (like `ApplicationRef.whenStable()`). */
  whenIdle(): Promise<void> {
    return this.active === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.#waiters.push(resolve));
  }
}

/**
 * An environment injector with `providers` for Node specs, where TestBed (which needs a DOM)
 * cannot run: the small Injector wrapper of Angular's own rxjs-interop tests.
 */
export function createStoreInjector(...providers: (Provider | EnvironmentProviders)[]): {
  injector: EnvironmentInjector;
  pendingTasks: CountingPendingTasks;
} {
  const pendingTasks = new CountingPendingTasks();
  const injector = createEnvironmentInjector(
    [{ provide: PendingTasks, useValue: pendingTasks }, ErrorHandler, ...providers],
    Injector.NULL as EnvironmentInjector,
    'ngx-ag-ui spec',
  );
  return { injector, pendingTasks };
}
