import {
  CardTriggerBehaviour,
  type TriggerKey,
  type TriggerTimers,
} from '../marker/card-trigger-behaviour';
import { MARKER_KEY_ATTRIBUTE, MARKER_SELECTOR } from '../marker/marker-element';

export { MARKER_KEY_ATTRIBUTE, MARKER_SELECTOR };

/** What the markers of one `<agui-cited-text>` act on, by marker key. Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`). */
export interface DelegatedMarkersHost {
  readonly openDelay: number;
  readonly closeDelay: number;
  /** Whether the markers are links to the sources entries (no card). */
  isLink(): boolean;
  /** Opens or closes `key`'s card; `marker` is its wrapper element (where the card goes). */
  setOpen(key: string, open: boolean, marker: Element): void;
  /** Runs after a card shows: place it, and focus it when `focusCard`. */
  afterOpen(key: string, focusCard: boolean): void;
  setActive(key: string, active: boolean): void;
}

interface Trigger {
  element: Element;
  readonly behaviour: CardTriggerBehaviour;
}

/**
 * The markers of one cited text driven by one set of listeners on the text itself:
 * a long answer has thousands of markers, and a component with its own listeners, inputs and
 * signals per marker cost most of the memory of a rendered conversation. A marker's
 * `CardTriggerBehaviour` is created the first time the reader reaches it, so the markers nobody
 * touches cost only their elements. Pointer over/out stand in for enter/leave: a move between
 * two elements of one marker (its button and its card) is neither. Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`).
 */
export class DelegatedMarkers {
  private readonly triggers = new Map<string, Trigger>();

  /**
   * @param root The `<agui-cited-text>` element the listeners are on.
   * @param document Its document (focus, and the outside-press listener of an open card).
   * @param host What the behaviours act on.
   * @param timers Timer functions (fake ones in tests).
   */
  constructor(
    private readonly root: Element,
    private readonly document: Document,
    private readonly host: DelegatedMarkersHost,
    private readonly timers?: TriggerTimers,
  ) {}

  /** `pointerover` on the root. */
  pointerOver(event: PointerEvent): void {
    const trigger = this.triggerAt(event.target);
    if (trigger && !this.isInside(trigger, event.relatedTarget))
      trigger.behaviour.pointerEnter(event.pointerType);
  }

  /** `pointerout` on the root. */
  pointerOut(event: PointerEvent): void {
    const trigger = this.triggerAt(event.target);
    if (trigger && !this.isInside(trigger, event.relatedTarget))
      trigger.behaviour.pointerLeave(event.pointerType);
  }

  /** `focusin` on the root. */
  focusIn(event: FocusEvent): void {
    this.triggerAt(event.target)?.behaviour.focusIn(event.relatedTarget);
  }

  /** `focusout` on the root. */
  focusOut(event: FocusEvent): void {
    this.triggerAt(event.target)?.behaviour.focusOut(event.relatedTarget);
  }

  /** `keydown` on the root: Escape closes the card it came from, and goes no further. */
  keyDown(event: KeyboardEvent & TriggerKey): void {
    if (this.triggerAt(event.target)?.behaviour.keyDown(event)) event.stopPropagation();
  }

  /** `click` on the root: activating a marker's button opens or closes its card. */
  click(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('button.agui-marker')) this.triggerAt(target)?.behaviour.toggle();
  }

  /** Forgets every marker, with its timers and listeners (the text is going away). */
  destroy(): void {
    for (const trigger of this.triggers.values()) trigger.behaviour.destroy();
    this.triggers.clear();
  }

  /**
   * Forgets the markers no longer in the document (a new text without them), checked when the
   * reader reaches a new one: only markers someone touched are kept at all, so this stays small
   * and needs no watcher per text.
   */
  private forgetRemoved(): void {
    for (const [key, trigger] of this.triggers) {
      if (trigger.element.isConnected) continue;
      trigger.behaviour.destroy();
      this.triggers.delete(key);
    }
  }

  private triggerAt(target: EventTarget | null): Trigger | undefined {
    const element = target instanceof Element ? target.closest(MARKER_SELECTOR) : null;
    const key = element?.getAttribute(MARKER_KEY_ATTRIBUTE);
    if (!element || !key || !this.root.contains(element)) return undefined;
    let trigger = this.triggers.get(key);
    if (trigger === undefined) {
      this.forgetRemoved();
      trigger = { element, behaviour: this.createBehaviour(key, () => trigger?.element) };
      this.triggers.set(key, trigger);
    }
    // Re-rendered under the same key (never while tracked by key, but cheap to follow).
    trigger.element = element;
    return trigger;
  }

  private createBehaviour(key: string, element: () => Element | undefined): CardTriggerBehaviour {
    const { host, document } = this;
    const card = () => element()?.querySelector('agui-citation-card') ?? null;
    return new CardTriggerBehaviour(
      {
        openDelay: host.openDelay,
        closeDelay: host.closeDelay,
        isLink: () => host.isLink(),
        setOpen: (open) => {
          const marker = element();
          if (marker) host.setOpen(key, open, marker);
        },
        afterOpen: (focusCard) => host.afterOpen(key, focusCard),
        focusTrigger: () => element()?.querySelector<HTMLElement>('.agui-marker')?.focus(),
        cardHasFocus: () => card()?.contains(document.activeElement) ?? false,
        contains: (node) => element()?.contains(node) ?? false,
        setActive: (active) => host.setActive(key, active),
      },
      document,
      this.timers,
    );
  }

  private isInside(trigger: Trigger, node: EventTarget | null): boolean {
    return node instanceof Node && trigger.element.contains(node);
  }
}
