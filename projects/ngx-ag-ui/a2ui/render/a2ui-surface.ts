import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  inject,
  Injector,
  input,
  linkedSignal,
  output,
  signal,
  untracked,
  type Signal,
} from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import type { MessageCitation } from 'ngx-ag-ui/core';

import { BASIC_CATALOG } from '../catalog/basic-catalog';
import { A2UI_CATALOGS } from '../provide/a2ui-catalogs';
import { A2uiLink } from '../provide/a2ui-link';
import { mergeCatalogs } from '../provide/merge-catalogs';
import { EMPTY_SURFACE } from '../model/a2ui-types';
import type { A2uiWarning } from '../model/a2ui-warning';
import { readSurface, type ReadSurfaceResult } from '../model/read-surface';
import { A2UI_SURFACE_CONTEXT, A2uiSurfaceContext } from './a2ui-surface-context';
import { A2uiNode } from './a2ui-node';

/** The activity type the middleware gives surfaces. */
export const A2UI_ACTIVITY_TYPE = 'a2ui-surface';

const MAX_WARNINGS = 100;
const NO_CITATIONS: readonly MessageCitation[] = [];

/**
 * Draws the A2UI surface an `a2ui-surface` activity message holds, from the agent's store:
 * its components (with the registered catalogs), its data (inputs write back), its lifecycle
 * (building, retrying, failed) and its actions, which go to the same agent as the next run.
 * Each distinct warning is also added to the store's `warnings()`, once.
 * Redraws only the components whose definition or bound data changed.
 *
 * @example
 * <agui-a2ui-surface [messageId]="activity.id" />
 */
@Component({
  selector: 'agui-a2ui-surface',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiNode],
  providers: [{ provide: A2UI_SURFACE_CONTEXT, useFactory: () => inject(A2uiSurface).context }],
  host: {
    role: 'group',
    '[attr.aria-busy]': 'context.busy() || null',
    '[attr.data-status]': 'status()',
  },
  styles: `
    /* Light and dark defaults for the surface's colours; each --agui-a2ui-* token overrides
       both. The components inside read the private --_a2ui-* ones. */
    :host {
      display: block;
      color: var(--agui-a2ui-color, inherit);
      font: var(--agui-a2ui-font, inherit);
      --_a2ui-border-color: var(--agui-a2ui-border-color, #d0d7de);
      --_a2ui-muted-color: var(--_a2ui-muted-color);
      --_a2ui-error-color: var(--_a2ui-error-color);
      --_a2ui-warning-color: var(--agui-a2ui-warning-color, #9a3412);
      --_a2ui-focus-color: var(--agui-a2ui-focus-color, #0969da);
      --_a2ui-primary-background: var(--agui-a2ui-primary-background, #0969da);
      --_a2ui-primary-color: var(--agui-a2ui-primary-color, #fff);
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --_a2ui-border-color: var(--agui-a2ui-border-color, #3d444d);
        --_a2ui-muted-color: var(--agui-a2ui-muted-color, #9198a1);
        --_a2ui-error-color: var(--agui-a2ui-error-color, #f87171);
        --_a2ui-warning-color: var(--agui-a2ui-warning-color, #fbbf24);
        --_a2ui-focus-color: var(--agui-a2ui-focus-color, #4493f8);
        --_a2ui-primary-background: var(--agui-a2ui-primary-background, #1f6feb);
        --_a2ui-primary-color: var(--agui-a2ui-primary-color, #fff);
      }
    }
    @media (forced-colors: active) {
      :host {
        --_a2ui-border-color: CanvasText;
        --_a2ui-focus-color: Highlight;
        --_a2ui-primary-background: ButtonText;
        --_a2ui-primary-color: ButtonFace;
      }
    }
    :host([data-status='deleted']) {
      display: none;
    }
    .status:empty {
      display: none;
    }
    .status {
      margin: 0 0 0.5em;
      color: var(--_a2ui-muted-color);
    }
    .failed {
      color: var(--_a2ui-error-color);
    }
  `,
  template: `
    <!-- One live region, present from the start, so that each change of state is announced. -->
    <p class="status" role="status">{{ progress() }}</p>
    @if (status() === 'failed') {
      <p class="status failed" role="alert">This view could not be built. {{ error() }}</p>
    }
    @if (hasRoot() && status() !== 'deleted') {
      <agui-a2ui-node componentId="root" />
    }
  `,
})
export class A2uiSurface {
  /** The id of the `a2ui-surface` activity message. */
  readonly messageId = input.required<string>();
  /** The agent whose message it is (the only or default one when absent). */
  readonly agentId = input<string>();
  /** Each distinct warning about this surface, once. */
  readonly warning = output<A2uiWarning>();

  readonly #injector = inject(Injector);
  readonly #catalogs = inject(A2UI_CATALOGS, { optional: true }) ?? [];
  readonly #link = inject(A2uiLink);
  readonly #store = computed(() =>
    injectAgent({ agentId: this.agentId(), injector: this.#injector }),
  );
  readonly #message = computed(() => {
    const message = this.#store().message(this.messageId())();
    return message?.role === 'activity' && message.activityType === A2UI_ACTIVITY_TYPE
      ? message
      : undefined;
  });
  readonly #content = computed(() => this.#message()?.content);
  readonly #read = linkedSignal<unknown, ReadSurfaceResult>({
    source: this.#content,
    computation: (content, previous) =>
      content === undefined
        ? { surface: previous?.value.surface ?? EMPTY_SURFACE, warnings: [] }
        : readSurface(previous?.value.surface, content),
  });
  readonly #model = computed(() => this.#read().surface);
  readonly #seen = new Set<string>();
  readonly #warnings = signal<readonly A2uiWarning[]>([]);

  /** The surface's warnings so far (distinct, at most 100). */
  readonly warnings: Signal<readonly A2uiWarning[]> = this.#warnings.asReadonly();

  /** What the surface's components read and write through. */
  readonly context = new A2uiSurfaceContext({
    model: this.#model,
    store: this.#store,
    catalog: signal(mergeCatalogs([BASIC_CATALOG, ...this.#catalogs]).components),
    citations: computed(() => this.#message()?.citations ?? NO_CITATIONS),
    warn: (warning) => this.#report(warning),
    act: (action) => this.#link.act(this.#store(), action),
  });

  protected readonly status = computed(() => this.#model().status);
  protected readonly hasRoot = computed(() => this.#model().components.has('root'));
  protected readonly error = computed(() => this.#model().lifecycle.error ?? '');
  protected readonly progress = computed(() => {
    const { attempt, maxAttempts } = this.#model().lifecycle;
    const status = this.status();
    if (status === 'building' && !this.hasRoot()) return 'Preparing…';
    if (status !== 'retrying') return '';
    return attempt === undefined ? 'Retrying…' : `Retrying… (${attempt}/${maxAttempts ?? '?'})`;
  });

  constructor() {
    // The agent's store advertises this surface's catalog from its next run on.
    effect(() => this.#link.attach(this.#store()));
    effect(() => {
      const warnings = this.#read().warnings;
      untracked(() => warnings.forEach((warning) => this.#report(warning)));
    });
  }

  // Warnings arise while values are computed (an unknown function inside a template), where
  // signals may not be written: the report is made outside the reactive context.
  #report(warning: A2uiWarning): void {
    untracked(() => {
      const key = `${warning.a2ui}|${warning.componentId ?? ''}|${warning.message}`;
      if (this.#seen.has(key) || this.#seen.size >= MAX_WARNINGS) return;
      this.#seen.add(key);
      const surfaceId = this.#model().surfaceId;
      const full = warning.surfaceId || !surfaceId ? warning : { ...warning, surfaceId };
      this.#warnings.update((list) => [...list, full]);
      this.warning.emit(full);
      this.#link.warn(this.#store(), full);
    });
  }
}
