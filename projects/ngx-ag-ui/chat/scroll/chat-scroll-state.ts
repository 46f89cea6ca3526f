/** Where a scroll container is: the three numbers `ChatScrollState` needs. */
export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/**
 * Whether a conversation follows its stream. It follows while the view is at the end (within
 * `threshold` pixels); a scroll up that leaves the end (the person scrolled up) stops following,
 * and a scroll back to the end, or `jumpToLatest()`, resumes it. Growth of the content never
 * changes it: content growing below the view moves no scroll position, so only the person does.
 * No Angular here: the `aguiChatScroll` directive binds it to an element.
 */
export class ChatScrollState {
  #following = true;
  // The last scrollTop seen or set: only a scroll that moves up is the person leaving the end. A
  // scroll event can arrive after the content grew again (our own follow, one chunk later), and
  // its distance to the end then says nothing about the person.
  #lastTop = Number.POSITIVE_INFINITY;

  /** @param threshold Pixels from the end that still count as "at the end" (read at each scroll). */
  constructor(private readonly threshold: () => number) {}

  /** Whether the view keeps the newest content in sight. */
  get following(): boolean {
    return this.#following;
  }

  /**
   * Records a scroll of the container.
   * @returns Whether the view follows the stream after it.
   */
  scrolled(metrics: ScrollMetrics): boolean {
    const movedUp = metrics.scrollTop < this.#lastTop;
    this.#lastTop = metrics.scrollTop;
    if (distanceToEnd(metrics) <= this.threshold()) this.#following = true;
    else if (movedUp) this.#following = false;
    return this.#following;
  }

  /**
   * The `scrollTop` that shows the end when the content grew, or `null` when the view does not
   * follow (or already shows the end).
   */
  followTarget(metrics: ScrollMetrics): number | null {
    if (!this.#following || distanceToEnd(metrics) < 1) return null;
    this.#lastTop = metrics.scrollHeight - metrics.clientHeight;
    return this.#lastTop;
  }

  /**
   * Follows the stream again.
   * @returns The `scrollTop` that shows the end.
   */
  jumpToLatest(metrics: ScrollMetrics): number {
    this.#following = true;
    this.#lastTop = Math.max(0, metrics.scrollHeight - metrics.clientHeight);
    return this.#lastTop;
  }
}

function distanceToEnd({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  return scrollHeight - clientHeight - scrollTop;
}
