import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { lagosDate } from '../../blood-request.shared.js';
import { loadBloodRequestOfMatch, saveBloodRequest } from '../../blood-request.repository.js';
import { followConfirmedDonation } from '../../donation-confirmation.js';
import { ConfirmMatchCommand } from './confirm-match.command.js';

/**
 * The recipient confirms a matched donor gave blood: the donation's day becomes the donor's last donation date (so
 * the 3/4-month interval runs from it), and a full request whose matches are all confirmed is "Donation Received".
 * Only the match's request id is read before its row is locked; the match itself is read under the lock, so two
 * confirms at once confirm once, and a donation the hospital's officer already recorded is left as it is (one
 * donation whoever confirms first). The donor's airtime thank-you is decided in the same transaction.
 */
@CommandHandler(ConfirmMatchCommand)
export class ConfirmMatchHandler implements ICommandHandler<ConfirmMatchCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ requesterId, matchId }: ConfirmMatchCommand) {
    return this.em.transactional(async (em) => {
      const loaded = await loadBloodRequestOfMatch(em, matchId);
      const now = new Date();
      const today = lagosDate(now);
      const events = loaded.request.confirm(requesterId, matchId, now, today);
      saveBloodRequest(em, loaded, events);
      // Already recorded by the hospital: nothing more to do.
      if (events.length) await followConfirmedDonation(em, this.config, loaded, matchId, 'recipient', true, now);
      return { requestId: loaded.request.id };
    });
  }
}
