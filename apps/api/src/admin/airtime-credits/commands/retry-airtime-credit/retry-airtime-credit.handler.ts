import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { airtimeRequestId, ConflictError } from '@app/domain';
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
        notFound: 'Airtime credit not found',
        populate: ['donor'],
      },
      'retried',
      adminAirtimeCreditView,
      (credit) => {
        if (!canRetryByHand(credit))
          throw new ConflictError(
            credit.status === 'failed'
              ? 'The donor deleted their account: there is no number to send this credit to'
              : `This airtime credit is ${credit.status.replace('_', ' ')}; only a failed one can be sent again`,
          );
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
