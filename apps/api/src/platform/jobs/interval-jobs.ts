import type { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@app/config';
import { runExclusively, scheduleEvery, type IntervalRegistry } from '@app/messaging';

/**
 * The contexts' interval jobs run together or not at all: SEARCH_WAVE_INTERVAL_SECONDS=0 turns them all off, as in
 * tests that drive them by hand.
 */
export const intervalJobsOn = (config: AppConfig): boolean => config.SEARCH_WAVE_INTERVAL_SECONDS > 0;

export interface CountingJob {
  name: string;
  everyMs: number;
  /** One pass; how many things it did. */
  run: () => Promise<number>;
  /** What a pass did, for the log line `<name>: <count> <did>` (none: passes are not logged). */
  did?: string;
}

/** Schedules a counting job; a pass that did something is logged, a failure is logged and the schedule goes on. */
export const scheduleCountingJob = (
  scheduler: IntervalRegistry,
  logger: Pick<Logger, 'log' | 'error'>,
  { name, everyMs, run, did }: CountingJob,
): void =>
  scheduleEvery(
    scheduler,
    name,
    everyMs,
    async () => {
      const done = await run();
      if (did && done > 0) logger.log(`${name}: ${done} ${did}`);
    },
    (message) => logger.error(message),
  );

/** `runExclusively` for a pass that counts what it did: 0 when another instance holds the job's lock. */
export const countExclusively = async (
  em: EntityManager,
  job: string,
  work: (em: EntityManager) => Promise<number>,
): Promise<number> => {
  const outcome = await runExclusively(em, job, work);
  return outcome.ran ? outcome.result : 0;
};
