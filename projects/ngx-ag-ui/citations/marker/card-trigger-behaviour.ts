/**
 * What a `CardTriggerBehaviour` acts on: the marker and its card, as the component (or the
 * delegated listener of `<agui-cited-text>`) renders them. Plain callbacks, no Angular, so the
 * behaviour is tested with fake timers and a fake host.
 */
export interface CardTriggerHost {
  /** Milliseconds the pointer rests on the marker before the card opens. */
  readonly openDelay: number;
  /** Milliseconds after the pointer leaves before the card closes (time to reach it). */
  readonly closeDelay: number;
  /** Whether the marker is a link to the sources entry (no card; active while hovered or focused). */
  isLink(): boolean;
  /** Shows or hides the card. */
  setOpen(open: boolean): void;
  /** Runs after the card shows: place it, and move focus into it when `focusCard`. */
  afterOpen(focusCard: boolean): void;
  /** Moves focus back to the marker (Escape, or the card closing with focus inside it). */
  focusTrigger(): void;
  /** Whether focus is inside the open card. */
  cardHasFocus(): boolean;
  /** Whether `node` is the marker, its card or inside either. */
  contains(node: Node): boolean;
  /** The marker became active (card open, or link hovered or focused) or inactive. */
  setActive(active: boolean): void;
}

/** The timer functions the behaviour uses (the global ones unless a test passes its own). */
export interface TriggerTimers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const GLOBAL_TIMERS: TriggerTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The parts of a key event the behaviour reads. */
export interface TriggerKey {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/**
 * The open and close rules of a citation marker's card (WCAG 1.4.13: hoverable, dismissible,
 * persistent), kept apart from rendering:
 *
 * - hover opens after `openDelay` (a pointer only passing over never opens it); leaving closes
 *   after `closeDelay` unless the pointer reaches the card or focus is inside; touch has no
 *   hover, a tap opens through focus and click;
 * - keyboard focus opens at once; focus leaving marker and card closes (unless hovered);
 * - activation (click, Enter, Space) opens and pins the card with focus in it, or closes a card
 *   opened that way;
 * - Escape closes and returns focus to the marker; a pointer press outside closes.
 *
 * For a link marker there is no card: the behaviour only reports it active while hovered or
 * focused. `destroy()` clears the timers and the outside listener.
 */
export class CardTriggerBehaviour {
  private opened = false;
  private pinned = false;
  private hovered = false;
  private focusWithin = false;
  private active = false;
  private openTimer: unknown;
  private closeTimer: unknown;
  private readonly closeOnOutsidePointer = (event: Event): void => {
    if (!(event.target instanceof Node) || !this.host.contains(event.target)) this.hide();
  };

  /**
   * @param host The marker and card the behaviour acts on.
   * @param events Where a pointer press outside is listened for while the card is open (the
   *   document).
   * @param timers Timer functions (fake ones in tests).
   */
  constructor(
    private readonly host: CardTriggerHost,
    private readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
    private readonly timers: TriggerTimers = GLOBAL_TIMERS,
  ) {}

  /** Whether the card is showing. */
  get open(): boolean {
    return this.opened;
  }

  /** Activation: opens the card with focus in it, or closes a card opened that way. */
  toggle(): void {
    if (this.opened && this.pinned) this.hide();
    else this.show(true);
  }

  /** The pointer entered the marker (or its card). */
  pointerEnter(pointerType: string): void {
    // Touch has no hover: a tap opens the card through focus and click instead.
    if (pointerType === 'touch') return;
    this.hovered = true;
    this.timers.clearTimeout(this.closeTimer);
    if (this.host.isLink() || this.opened) return this.syncActive();
    this.openTimer = this.timers.setTimeout(() => this.show(false), this.host.openDelay);
  }

  /** The pointer left the marker and its card. */
  pointerLeave(pointerType: string): void {
    if (pointerType === 'touch') return;
    this.hovered = false;
    this.timers.clearTimeout(this.openTimer);
    if (this.host.isLink()) return this.syncActive();
    if (this.opened && !this.pinned && !this.focusWithin) {
      this.closeTimer = this.timers.setTimeout(() => this.hide(), this.host.closeDelay);
    }
  }

  /** Focus moved into the marker or its card from `from` (the event's `relatedTarget`). */
  focusIn(from: EventTarget | null): void {
    if (this.isInside(from)) return;
    this.focusWithin = true;
    if (this.host.isLink()) return this.syncActive();
    this.show(false);
  }

  /** Focus left the marker or its card for `to` (the event's `relatedTarget`). */
  focusOut(to: EventTarget | null): void {
    if (this.isInside(to)) return;
    this.focusWithin = false;
    this.pinned = false;
    if (this.host.isLink()) return this.syncActive();
    if (!this.hovered) this.hide();
  }

  /**
   * A key pressed inside the marker or its card. Returns whether it closed the card: the caller
   * then stops the event, so a dialog or drawer around the message does not close as well.
   */
  keyDown(event: TriggerKey): boolean {
    if (event.key !== 'Escape' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return false;
    if (!this.opened) return false;
    this.hide(true);
    return true;
  }

  /** Clears the timers and the outside listener (the marker is going away). */
  destroy(): void {
    this.clearTimers();
    this.events.removeEventListener('pointerdown', this.closeOnOutsidePointer, true);
  }

  private show(pinned: boolean): void {
    this.clearTimers();
    this.pinned ||= pinned;
    if (!this.opened) {
      this.opened = true;
      this.host.setOpen(true);
      this.events.addEventListener('pointerdown', this.closeOnOutsidePointer, true);
    }
    this.host.afterOpen(pinned);
    this.syncActive();
  }

  private hide(restoreFocus = false): void {
    this.clearTimers();
    this.pinned = false;
    if (!this.opened) return;
    if (restoreFocus || this.host.cardHasFocus()) this.host.focusTrigger();
    this.opened = false;
    this.host.setOpen(false);
    this.events.removeEventListener('pointerdown', this.closeOnOutsidePointer, true);
    this.syncActive();
  }

  private syncActive(): void {
    const active = this.host.isLink() ? this.hovered || this.focusWithin : this.opened;
    if (active === this.active) return;
    this.active = active;
    this.host.setActive(active);
  }

  private isInside(target: EventTarget | null): boolean {
    return target instanceof Node && this.host.contains(target);
  }

  private clearTimers(): void {
    this.timers.clearTimeout(this.openTimer);
    this.timers.clearTimeout(this.closeTimer);
  }
}
