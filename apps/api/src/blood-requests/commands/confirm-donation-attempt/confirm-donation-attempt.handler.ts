import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonationAttempted } from '@app/contracts';
import { ConflictError, NotFoundError } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { DonationMatchEntity } from '@app/persistence';

export class ConfirmDonationAttemptCommand extends Command<{ matchId: string }> {
  constructor(
    readonly donorId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

/** The donor says they went and donated: an attempted donation (Zeal) until the recipient confirms. Idempotent. */
@CommandHandler(ConfirmDonationAttemptCommand)
export class ConfirmDonationAttemptHandler implements ICommandHandler<ConfirmDonationAttemptCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, requestId }: ConfirmDonationAttemptCommand) {
    return this.em.transactional(async (em) => {
      const match = await em.findOne(DonationMatchEntity, { request: requestId, donor: donorId });
      if (!match) throw new NotFoundError('You have not accepted this request');
      if (match.status === 'no_show') throw new ConflictError('The recipient reported that you did not show up');
      if (match.attemptedAt === null) {
        match.attemptedAt = new Date();
        recordEvent(em, DonationAttempted, requestId, { request_id: requestId, match_id: match.id, donor_id: donorId });
      }
      return { matchId: match.id };
    });
  }
}
