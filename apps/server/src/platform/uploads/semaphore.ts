/** At most `limit` tasks run at once; the rest wait in arrival order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private max: number) {}

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  get limit() {
    return this.max;
  }

  /** A new limit; a higher one lets waiting tasks start at once. */
  set limit(max: number) {
    this.max = max;
    this.wake();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.wake();
    }
  }

  private wake() {
    while (this.running < this.max && this.waiting.length > 0) {
      this.running += 1;
      this.waiting.shift()?.();
    }
  }
}
