import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { appealRefusal, appealSlotStarts, donorIneligibility, isAppealFilled, isChoosableSlot } from '@app/domain';
import { AppealResponseChanged } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { AppealResponseEntity, freeDonorCode, UserEntity } from '@app/persistence';
import { loadDonorProfile } from '../../../blood-requests/index.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import { loadAppealFor } from '../../appeal-actor.js';
import { endAppeal } from '../../appeal-ending.js';
import { responseChange } from '../../appeal-response-change.js';
import { comingBySlot } from '../../appeal.view.js';
import { RespondToAppealCommand } from './respond-to-appeal.command.js';
import type { AppealResponseReply } from './respond-to-appeal.response.dto.js';

/** A link that opens the hospital's position in the phone's map app (or the browser's). */
export const mapUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/**
 * "I'm coming" in an hourly slot, under the appeal's row lock so the last place and a slot's last seat go once: a
 * filled appeal or a full slot thanks the donor (and lists the free slots); a donor who may no longer give (donated,
 * suspended or paused since the appeal reached them) is refused. The response that fills the appeal
 * ends it, so it reaches no new donors.
 */
@CommandHandler(RespondToAppealCommand)
export class RespondToAppealHandler implements ICommandHandler<RespondToAppealCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, appealId, slotStart }: RespondToAppealCommand): Promise<AppealResponseReply> {
    return this.em.fork().transactional(async (tx) => {
      const appeal = await loadAppealFor(tx, null, appealId, true);
      const [reached] = await tx.execute<{ n: number }[]>(
        `select count(*)::int as n from appeal_recipient where appeal_id = ? and donor_id = ?`,
        [appeal.id, donorId],
      );
      if (!reached?.n) throw appealRefusal('appeal_not_found');
      const now = new Date();
      if (appeal.status === 'stopped' || appeal.status === 'ended' || appeal.until <= now)
        throw appealRefusal('appeal_not_running');
      const mine = await tx.count(AppealResponseEntity, {
        appeal: appeal.id,
        donor: donorId,
        status: { $ne: 'cancelled' },
      });
      if (mine) throw appealRefusal('appeal_already_coming');
      // Reached while eligible, they may have donated, been suspended or paused since.
      const donor = await tx.findOneOrFail(UserEntity, { id: donorId });
      if (donorIneligibility(await loadDonorProfile(tx, donor), { now }).length)
        throw appealRefusal('appeal_cannot_donate');
      if (isAppealFilled(appeal.comingCount, appeal.unitsWanted, appeal.marginPercent))
        throw appealRefusal('appeal.filled');
      if (!isChoosableSlot(slotStart, now, appeal.until))
        throw appealRefusal('appeal_slot_invalid', undefined, 'slot_start');
      const coming = (await comingBySlot(tx, [appeal.id])).get(appeal.id);
      if ((coming?.get(slotStart.getTime()) ?? 0) >= appeal.perHour) {
        const free = appealSlotStarts(now, appeal.until)
          .filter((start) => (coming?.get(start.getTime()) ?? 0) < appeal.perHour)
          .map((start) => start.toISOString());
        throw appealRefusal('appeal.slot_full', { free_slots: free });
      }
      const response = tx.create(AppealResponseEntity, {
        appeal,
        donor,
        slotStart,
        donorCode: await freeDonorCode(statementsOf(tx)),
        createdAt: now,
      });
      appeal.comingCount += 1;
      recordEvent(tx, AppealResponseChanged, appeal.id, responseChange(response, 'coming'));
      if (isAppealFilled(appeal.comingCount, appeal.unitsWanted, appeal.marginPercent) && appeal.status === 'running')
        endAppeal(tx, appeal, 'filled', now);
      await tx.flush();
      const { hospital } = appeal;
      return {
        slot_start: response.slotStart.toISOString(),
        donor_code: response.donorCode,
        hospital: {
          name: hospital.name,
          address: hospital.address,
          latitude: hospital.latitude,
          longitude: hospital.longitude,
        },
        map_url: mapUrl(hospital.latitude, hospital.longitude),
      };
    });
  }
}
