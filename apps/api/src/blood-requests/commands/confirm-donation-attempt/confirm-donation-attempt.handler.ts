import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadBloodRequest, saveBloodRequest } from '../../blood-request.repository.js';
import { ConfirmDonationAttemptCommand } from './confirm-donation-attempt.command.js';

/**
 * The donor says they went and donated: an attempted donation (Zeal) until the recipient confirms. Counted once per
 * match: the request's row is locked before the match is read, so a repeat (or a double submit) changes nothing.
 */
@CommandHandler(ConfirmDonationAttemptCommand)
export class ConfirmDonationAttemptHandler implements ICommandHandler<ConfirmDonationAttemptCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, requestId }: ConfirmDonationAttemptCommand) {
    return this.em.transactional(async (em) => {
      const loaded = await loadBloodRequest(em, requestId);
      saveBloodRequest(em, loaded, loaded.request.confirmAttempt(donorId, new Date()));
      return { matchId: loaded.request.matchOf(donorId)!.id };
    });
  }
}
