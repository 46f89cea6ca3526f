import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  input,
  signal,
  viewChild,
} from '@angular/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';
import { A2uiNode } from '../../render/a2ui-node';
import { A2uiModalTrigger } from './a2ui-modal-trigger';
import { injectA2uiSurface } from '../../render/a2ui-surface-context';

/**
 * `Modal`: its `trigger` opens its `content` in a native modal `<dialog>` (focus moved in and
 * kept there, Escape closes, focus returns to the trigger), with a Close button. The
 * middleware's `entryPointChild` and `contentChild` are read too.
 */
@Component({
  selector: 'agui-a2ui-modal',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [A2uiNode, A2uiModalTrigger],
  styles: `
    :host {
      display: contents;
    }
    dialog {
      border: 1px solid var(--_a2ui-border-color);
      border-radius: var(--agui-a2ui-radius, 0.5rem);
      background: var(--agui-a2ui-card-background, Canvas);
      color: var(--agui-a2ui-color, CanvasText);
      padding: var(--agui-a2ui-card-padding, 1rem);
    }
    .close {
      font: inherit;
      margin-top: 1em;
    }
  `,
  template: `
    <span aguiA2uiModalTrigger (opened)="show()">
      <agui-a2ui-node [componentId]="trigger()" [scope]="scope()" />
    </span>
    <dialog #dialog aria-modal="true" (close)="open.set(false)">
      @if (open()) {
        <agui-a2ui-node [componentId]="content()" [scope]="scope()" />
        <button type="button" class="close" (click)="hide()">Close</button>
      }
    </dialog>
  `,
})
export class A2uiModal {
  /** The component's definition. */
  readonly definition = input.required<A2uiComponentDef>();
  /** Where relative paths start. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');
  protected readonly open = signal(false);
  readonly #ids = this.#surface.value<string>(
    this.definition,
    ['trigger', 'entryPointChild'],
    this.scope,
  );
  readonly #contentIds = this.#surface.value<string>(
    this.definition,
    ['content', 'contentChild'],
    this.scope,
  );
  protected readonly trigger = () => String(this.#ids() ?? '');
  protected readonly content = () => String(this.#contentIds() ?? '');

  protected show(): void {
    if (this.#surface.busy()) return;
    this.open.set(true);
    const dialog = this.dialog().nativeElement;
    // showModal() makes the rest of the page inert and traps focus; a DOM without it (an old
    // test environment) gets the open attribute.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }

  protected hide(): void {
    const dialog = this.dialog().nativeElement;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
    this.open.set(false);
  }
}
