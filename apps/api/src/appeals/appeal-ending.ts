import type { EntityManager } from '@mikro-orm/postgresql';
import { AppealEnded } from '@app/contracts';
import type { AppealEndReason, AppealStatus } from '@app/domain';
import { recordEvent } from '@app/messaging';
import type { AppealEntity } from '@app/persistence';

const STATUS_ON_END: Record<AppealEndReason, AppealStatus> = { stopped: 'stopped', filled: 'filled', expired: 'ended' };

/**
 * Ends a running appeal (its row locked by the caller) and records `appeal.ended` with it: the fan-out's batches
 * read the status and send nothing more.
 */
export const endAppeal = (em: EntityManager, appeal: AppealEntity, reason: AppealEndReason, now: Date) => {
  appeal.status = STATUS_ON_END[reason];
  appeal.endedReason = reason;
  appeal.endedAt = now;
  recordEvent(em, AppealEnded, appeal.id, { appeal_id: appeal.id, reason });
};
