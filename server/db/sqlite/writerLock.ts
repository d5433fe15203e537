/**
 * The one writer of this process, taken in turn: a write waits (asynchronously, never on the
 * event loop) for the writes before it. First come, first served, and a release wakes exactly
 * the next in line.
 */
export class WriterLock {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}
