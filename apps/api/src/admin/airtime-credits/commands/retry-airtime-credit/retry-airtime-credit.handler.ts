import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { airtimeRequestId } from '@app/domain';
import { AirtimeCreditEntity } from '@app/persistence';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';
import { adminAirtimeCreditView, canRetryByHand } from '../../airtime-credit.admin-view.js';
import { RetryAirtimeCreditCommand } from './retry-airtime-credit.command.js';

/**
 * Staff send a failed credit again. When a top-up may still be outstanding under its request id (the tries ran
 * out without a final answer), the same id is kept so the provider is asked about it first and nothing is paid
 * twice; when the provider refused that id for good, a new one is made.
 */
@CommandHandler(RetryAirtimeCreditCommand)
export class RetryAirtimeCreditHandler implements ICommandHandler<RetryAirtimeCreditCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id }: RetryAirtimeCreditCommand) {
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'airtime-credits',
        entity: AirtimeCreditEntity,
        id,
        notFound: adminNotFound('airtime_credit_not_found'),
        populate: ['donor'],
      },
      'retried',
      adminAirtimeCreditView,
      (credit) => {
        if (!canRetryByHand(credit))
          throw credit.status === 'failed'
            ? ADMIN_ERRORS.error('airtime_no_number')
            : ADMIN_ERRORS.error('airtime_not_failed', { params: { status: credit.status.replace('_', ' ') } });
        const now = new Date();
        if (!credit.submittedAt) credit.providerRequestId = airtimeRequestId(now, randomUUID());
        credit.status = 'pending';
        credit.attempts = 0;
        credit.nextAttemptAt = now;
        credit.retriedBy = actor.id;
      },
    );
  }
}
