/** Counts animation frames (requestAnimationFrame callbacks) from construction to `stop()`. */
export class FrameCounter {
  #frames = 0;
  #handle: number;

  constructor() {
    const tick = () => {
      this.#frames++;
      this.#handle = requestAnimationFrame(tick);
    };
    this.#handle = requestAnimationFrame(tick);
  }

  /** Stops counting; the number of frames seen. */
  stop(): number {
    cancelAnimationFrame(this.#handle);
    return this.#frames;
  }
}
