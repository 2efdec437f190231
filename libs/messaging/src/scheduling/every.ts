/** The part of @nestjs/schedule's SchedulerRegistry a job needs (kept structural: this library has no Nest). */
export interface IntervalRegistry {
  addInterval(name: string, intervalId: NodeJS.Timeout): void;
}

/**
 * Runs `job` every `everyMs`, registered with the scheduler under `name` (so shutdown and tests can find it). A run
 * still going when the next is due is not doubled; a failure is reported and the schedule goes on.
 */
export const scheduleEvery = (
  scheduler: IntervalRegistry,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
  onFailure: (message: string) => void,
): void => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => onFailure(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  scheduler.addInterval(name, timer);
};
