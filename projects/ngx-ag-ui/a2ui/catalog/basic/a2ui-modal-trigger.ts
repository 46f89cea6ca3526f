import { Directive, InjectionToken, output } from '@angular/core';

/** What a `Button` inside a modal's trigger calls instead of sending its action. */
export interface A2uiModalOpener {
  open(): void;
}

/**
 * Present inside a modal's trigger: a `Button` there opens the modal instead of sending its
 * action to the agent (the specification's modal example gives its trigger an event).
 */
export const A2UI_MODAL_TRIGGER = new InjectionToken<A2uiModalOpener>(
  'ngx-ag-ui a2ui modal trigger',
);

/** Marks the element that holds a modal's trigger; `(opened)` fires when it is activated. */
@Directive({
  selector: '[aguiA2uiModalTrigger]',
  providers: [{ provide: A2UI_MODAL_TRIGGER, useExisting: A2uiModalTrigger }],
})
export class A2uiModalTrigger implements A2uiModalOpener {
  /** The trigger was activated (clicked, or Enter/Space on its button). */
  readonly opened = output<void>();

  /** Opens the modal. */
  open(): void {
    this.opened.emit();
  }
}
