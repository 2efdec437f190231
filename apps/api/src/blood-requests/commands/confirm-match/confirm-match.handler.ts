import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonationConfirmed, RequestStatusChanged } from '@app/contracts';
import { ConflictError, NotFoundError, statusAfterConfirmation } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { BloodRequestEntity, DonationMatchEntity } from '@app/persistence';
import { lagosDate } from '../../blood-request.shared.js';

export class ConfirmMatchCommand extends Command<{ requestId: string }> {
  constructor(
    readonly requesterId: string,
    readonly matchId: string,
  ) {
    super();
  }
}

/**
 * The recipient confirms a matched donor gave blood: the donation's day becomes the donor's last donation date (so
 * the 3/4-month interval runs from it), and a full request whose matches are all confirmed is "Donation Received".
 */
@CommandHandler(ConfirmMatchCommand)
export class ConfirmMatchHandler implements ICommandHandler<ConfirmMatchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ requesterId, matchId }: ConfirmMatchCommand) {
    return this.em.transactional(async (em) => {
      const found = await em.findOne(DonationMatchEntity, { id: matchId }, { populate: ['request', 'donor'] });
      if (!found || found.request.requester.id !== requesterId) throw new NotFoundError('Match not found');
      const request = await em.findOneOrFail(
        BloodRequestEntity,
        { id: found.request.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const match = found;
      if (match.status === 'confirmed') throw new ConflictError('This donation is already confirmed');
      if (match.status === 'no_show') throw new ConflictError('This donor was reported as not showing up');
      const now = new Date();
      const today = lagosDate(now);
      match.status = 'confirmed';
      match.confirmedAt = now;
      match.donatedOn = today;
      const donor = match.donor;
      if (!donor.lastDonationDate || donor.lastDonationDate < today) donor.lastDonationDate = today;
      recordEvent(em, DonationConfirmed, request.id, {
        request_id: request.id,
        match_id: match.id,
        donor_id: donor.id,
        recipient_user_id: requesterId,
        donated_on: today,
      });
      await em.flush();
      const confirmed = await em.count(DonationMatchEntity, { request: request.id, status: 'confirmed' });
      const next = statusAfterConfirmation({
        status: request.status,
        units: request.units,
        matched: request.matchedCount,
        confirmed,
      });
      if (next && next !== request.status) {
        const from = request.status;
        request.status = next;
        request.nextWaveAt = null;
        recordEvent(em, RequestStatusChanged, request.id, {
          request_id: request.id,
          recipient_user_id: requesterId,
          from,
          to: next,
        });
      }
      return { requestId: request.id };
    });
  }
}
