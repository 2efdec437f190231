import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppealDonationRecorded } from '@app/contracts';
import { normalizeDonorCode } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { AppealResponseEntity, UserEntity } from '@app/persistence';
import { lagosDate } from '../../../blood-requests/index.js';
import { APPEAL_ERRORS } from '../../appeals.errors.js';
import {
  RecordAppealDonationCommand,
  type AppealDonationRecord,
  type RecordingOfficer,
} from './record-appeal-donation.command.js';

/**
 * The hospital records the donation of a donor who came for one of its appeals, by the code the donor gives. It
 * counts like a confirmed donation: the day becomes the donor's last donation (their rest period runs from it) and
 * `appeal.donation-recorded` brings it into their history, badges and "donate again" reminder. The response row is
 * locked, so two officers typing the same code record it once; a code already recorded answers `already_recorded`.
 * Unknown codes, another hospital's and cancelled ones are all "not found" (the caller counts wrong codes).
 */
@CommandHandler(RecordAppealDonationCommand)
export class RecordAppealDonation implements ICommandHandler<RecordAppealDonationCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ code, officer }: RecordAppealDonationCommand): Promise<AppealDonationRecord> {
    return this.recordAppealDonation(code, officer);
  }

  async recordAppealDonation(code: string, officer: RecordingOfficer, now = new Date()) {
    const normalized = normalizeDonorCode(code);
    if (!normalized) throw APPEAL_ERRORS.error('donor_code_not_found');
    return this.em.fork().transactional(async (tx): Promise<AppealDonationRecord> => {
      const [row] = await tx.execute<{ id: string }[]>(
        `select r.id from appeal_response r join appeal a on a.id = r.appeal_id
          where r.donor_code = ? and a.hospital_id = ? and r.status <> 'cancelled' for update of r`,
        [normalized, officer.hospitalId],
      );
      if (!row) throw APPEAL_ERRORS.error('donor_code_not_found');
      const response = await tx.findOneOrFail(
        AppealResponseEntity,
        { id: row.id },
        { populate: ['appeal', 'appeal.hospital', 'donor'], refresh: true },
      );
      const donor = response.donor as UserEntity;
      const view = {
        appeal_id: response.appeal.id,
        response_id: response.id,
        donor_id: donor.id,
        donor_name: `${donor.firstName} ${donor.lastName.slice(0, 1)}.`,
        hospital: response.appeal.hospital.name,
      };
      if (response.status === 'donated') return { ...view, already_recorded: true };
      const today = lagosDate(now);
      response.status = 'donated';
      response.donatedAt = now;
      response.recordedByOfficerId = officer.id;
      if (!donor.lastDonationDate || donor.lastDonationDate < today) donor.lastDonationDate = today;
      recordEvent(tx, AppealDonationRecorded, response.appeal.id, {
        appeal_id: response.appeal.id,
        response_id: response.id,
        donor_id: donor.id,
        hospital_id: response.appeal.hospital.id,
        hospital: response.appeal.hospital.name,
        donated_on: today,
      });
      await tx.flush();
      return { ...view, already_recorded: false };
    });
  }
}
