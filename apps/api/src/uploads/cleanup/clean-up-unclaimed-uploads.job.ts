import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { scheduleEvery } from '@app/messaging';
import { UploadEntity } from '@app/persistence';
import { countExclusively } from '../../platform/jobs/interval-jobs.js';
import { FileStorage, storageFailureText } from '../../platform/storage/file-storage.js';

/** An upload no application has referenced within this long is deleted. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
const EVERY_MS = 3600 * 1000;
const BATCH = 200;

/**
 * Hourly, deletes uploads (file and row) that no application claimed within a day. Runs under an advisory lock
 * (`runExclusively`), so with several API instances one does the work.
 */
@Injectable()
export class CleanUpUnclaimedUploadsJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('UploadCleanup');

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    scheduleEvery(
      this.scheduler,
      'uploads.clean-up-unclaimed',
      EVERY_MS,
      () => this.run(),
      (message) => this.logger.error(message),
    );
  }

  /** One pass; returns how many uploads were deleted (0 when another instance holds the lock). */
  run(now = new Date()): Promise<number> {
    return countExclusively(this.em, 'uploads.clean-up-unclaimed', async (em) => {
      const stale = await em.find(
        UploadEntity,
        { claimedAt: null, createdAt: { $lt: new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS) } },
        { orderBy: { createdAt: 'asc' }, limit: BATCH },
      );
      let deleted = 0;
      for (const upload of stale) {
        try {
          await this.storage.delete(upload.storageKey);
          em.remove(upload);
          deleted++;
        } catch (error) {
          this.logger.warn(`could not delete ${upload.storageKey}: ${storageFailureText(error)}`);
        }
      }
      await em.flush();
      return deleted;
    });
  }
}
