import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { BloodRequestEntity, UserEntity } from '@app/persistence';
import { donorOf, saveDonor } from '../../accounts/index.js';
import { hydrateAll, saveBloodRequest } from '../blood-request.repository.js';
import { DonorTargeting } from '../search/donor-targeting.js';
import { countExclusively, intervalJobsOn, scheduleCountingJob } from '../../platform/jobs/interval-jobs.js';

const BATCH = 200;

/**
 * The targeted search's scheduled work: the next wave of every request whose wave is due, expiry of requests whose
 * date passed by REQUEST_EXPIRY_HOURS, and lifting ended suspensions and pauses. Each runs under runExclusively, so
 * with several API instances one does the work; rows are taken with SKIP LOCKED besides.
 */
@Injectable()
export class BloodRequestJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('BloodRequestJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly targeting: DonorTargeting,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!intervalJobsOn(this.config)) return;
    const every = (name: string, everyMs: number, run: () => Promise<number>, did: string) =>
      scheduleCountingJob(this.scheduler, this.logger, { name, everyMs, run, did });
    every(
      'blood-requests.search-waves',
      Math.max(5, Math.min(this.config.SEARCH_WAVE_INTERVAL_SECONDS, 60)) * 1000,
      () => this.runDueWaves(),
      'request(s) searched wider',
    );
    every('blood-requests.expire', 5 * 60_000, () => this.expireStaleRequests(), 'request(s) expired');
    every('blood-requests.lift-suspensions', 15 * 60_000, () => this.liftEndedSuspensions(), 'suspension(s) lifted');
  }

  /** Runs the next wave of each request whose wave is due; returns how many requests it advanced. */
  runDueWaves(now = new Date()): Promise<number> {
    return countExclusively(this.em, 'blood-requests.search-waves', async (em) => {
      const due = await em.find(
        BloodRequestEntity,
        { status: 'pending', nextWaveAt: { $lte: now } },
        {
          orderBy: { nextWaveAt: 'asc' },
          limit: BATCH,
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
          populate: ['state'],
        },
      );
      for (const loaded of await hydrateAll(em, due)) {
        saveBloodRequest(em, loaded, await this.targeting.runNextWave(em, loaded, now));
      }
      return due.length;
    });
  }

  /** Open or turned-off requests whose date passed by the configured time become `expired`; the recipient is told. */
  expireStaleRequests(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.REQUEST_EXPIRY_HOURS * 3_600_000);
    return countExclusively(this.em, 'blood-requests.expire', async (em) => {
      const stale = await em.find(
        BloodRequestEntity,
        { status: { $in: ['pending', 'inactive'] }, neededAt: { $lt: cutoff } },
        { limit: BATCH * 5, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const loaded of await hydrateAll(em, stale)) {
        saveBloodRequest(em, loaded, loaded.request.expire(now, this.config.REQUEST_EXPIRY_HOURS));
      }
      return stale.length;
    });
  }

  /**
   * Clears suspensions and pauses that have ended (`Donor.clearEndedRestrictions`), so the profile shows the donor as
   * available again; returns how many suspensions it lifted.
   */
  liftEndedSuspensions(now = new Date()): Promise<number> {
    return countExclusively(this.em, 'blood-requests.lift-suspensions', async (em) => {
      const ended = await em.find(
        UserEntity,
        { $or: [{ suspendedUntil: { $lte: now } }, { pausedUntil: { $lte: now } }] },
        { limit: BATCH * 5, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      let lifted = 0;
      for (const user of ended) {
        const loaded = donorOf(user);
        if (loaded.donor.clearEndedRestrictions(now).suspension) lifted += 1;
        saveDonor(em, loaded);
      }
      return lifted;
    });
  }
}
