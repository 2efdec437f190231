/**
 * At most `lanes` appeal batches of this process at once, and after each one its lane rests for `restPercent` of the
 * time the batch took before the next batch may take it. On a small machine the fan-out shares the cores with the API
 * and the database serving it: without rests, batches back to back keep every core busy and the API's requests queue
 * behind them. A rest proportional to the batch keeps the same share of idle time on a fast machine as on a loaded one.
 */
export class BatchPacer {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(
    lanes: number,
    private readonly restPercent: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.free = lanes;
  }

  /** Runs `work` in a free lane (waiting for one, first come first served); the lane rests after it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const started = this.now();
    try {
      return await work();
    } finally {
      const rest = ((this.now() - started) * this.restPercent) / 100;
      if (rest > 0) setTimeout(() => this.release(), rest).unref();
      else this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

/**
 * Tasks run in the background, at most `concurrency` at a time and at most `perSecond` started a second (0: no such
 * limit), in the order they were added. Each starts in a turn of the event loop of its own (setImmediate, or the
 * timer that spaces them), after the I/O that is due: in the API's process (the inline transport), a request that
 * arrived meanwhile is read before the next push is encrypted, and the pushes take a bounded share of its time.
 */
export class BackgroundQueue {
  private readonly pending: (() => Promise<void>)[] = [];
  private running = 0;
  private waiters: (() => void)[] = [];
  /** When the next task may start (performance.now()), under `perSecond`. */
  private nextStart = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly concurrency: number,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly perSecond = 0,
  ) {}

  add(tasks: (() => Promise<void>)[]): void {
    this.pending.push(...tasks);
    this.pump();
  }

  settled(): Promise<void> {
    if (this.running === 0 && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private pump(): void {
    while (this.timer === null && this.running < this.concurrency && this.pending.length > 0) {
      if (this.perSecond > 0) {
        const now = performance.now();
        const wait = this.nextStart - now;
        if (wait > 0) {
          this.timer = setTimeout(() => {
            this.timer = null;
            this.pump();
          }, wait);
          return;
        }
        this.nextStart = Math.max(now, this.nextStart) + 1000 / this.perSecond;
      }
      const task = this.pending.shift()!;
      this.running += 1;
      setImmediate(() => {
        void task()
          .catch(this.onError)
          .finally(() => {
            this.running -= 1;
            this.pump();
          });
      });
    }
    if (this.running === 0 && this.pending.length === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
