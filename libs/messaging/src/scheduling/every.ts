/** The part of @nestjs/schedule's SchedulerRegistry a job needs (kept structural: this library has no Nest). */
export interface IntervalRegistry {
  addInterval(name: string, intervalId: NodeJS.Timeout): void;
}

interface ScheduledJob {
  timer: NodeJS.Timeout;
  /** The run in progress, if any. */
  current: Promise<void> | null;
}

/** The jobs scheduled through each registry (one per application), so shutdown can stop them and wait. */
const scheduled = new WeakMap<IntervalRegistry, Set<ScheduledJob>>();

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
  const entry: ScheduledJob = {
    current: null,
    timer: setInterval(() => {
      if (entry.current) return;
      entry.current = job()
        .then(() => undefined)
        .catch((error: unknown) =>
          onFailure(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          entry.current = null;
        });
    }, everyMs),
  };
  entry.timer.unref();
  scheduler.addInterval(name, entry.timer);
  const jobs = scheduled.get(scheduler) ?? new Set<ScheduledJob>();
  jobs.add(entry);
  scheduled.set(scheduler, jobs);
};

/**
 * Stops every job scheduled through `scheduler` and waits for the runs in progress, so shutdown can close the
 * database only after the last run has committed.
 */
export const stopScheduledJobs = async (scheduler: IntervalRegistry): Promise<void> => {
  const jobs = [...(scheduled.get(scheduler) ?? [])];
  scheduled.delete(scheduler);
  for (const job of jobs) clearInterval(job.timer);
  await Promise.all(jobs.map((job) => job.current));
};
