import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { DomainError, normalizeDonorCode, refusal } from '@app/domain';
import { lagosDate } from '../../../blood-requests/blood-request.shared.js';
import { loadBloodRequest, saveBloodRequest } from '../../../blood-requests/blood-request.repository.js';
import { followConfirmedDonation } from '../../../blood-requests/donation-confirmation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { DONOR_NAME_SQL } from '../../officer-request.view.js';
import { findDonationByCode } from './donor-code-lookup.js';

export interface RecordedDonation {
  match_id: string;
  request_id: string;
  donor_name: string;
  hospital: string;
  already_recorded: boolean;
}

export class RecordDonationCommand extends Command<RecordedDonation> {
  constructor(
    readonly officer: { id: string; hospitalId: string },
    readonly code: string,
  ) {
    super();
  }
}

/**
 * An officer records a donation by the code the donor gives: the same confirmation as the recipient's (rest period,
 * badges, events, airtime), under the request's lock, so a recipient confirming at the same moment makes one
 * donation. A code that names nothing at this hospital, or was used already, counts against the officer's
 * wrong-code budget: a slot is taken before the code is checked and given back only when it was right.
 */
@CommandHandler(RecordDonationCommand)
export class RecordDonationHandler implements ICommandHandler<RecordDonationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ officer, code }: RecordDonationCommand): Promise<RecordedDonation> {
    const rule = this.config.HOSPITAL_WRONG_CODE_LIMIT;
    const slot = await this.rateLimits.limiter.reserve(
      `hospital-donor-code:officer:${officer.id}`,
      rule,
      `Too many wrong donor codes, please try again within ${Math.ceil(rule.windowSeconds / 60)} minutes`,
    );
    try {
      const recorded = await this.em.transactional((em) => this.record(em, officer.hospitalId, code));
      await slot.release();
      return recorded;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'donor_code_unknown')) await slot.release();
      throw error;
    }
  }

  private async record(em: EntityManager, hospitalId: string, typed: string): Promise<RecordedDonation> {
    const code = normalizeDonorCode(typed);
    const donation = code ? await findDonationByCode(em, hospitalId, code) : null;
    if (!donation) throw refusal('donor_code_unknown');
    const loaded = await loadBloodRequest(em, donation.requestId);
    const now = new Date();
    const { alreadyRecorded, events } = loaded.request.recordDonationAtHospital(
      { hospitalId },
      donation.matchId,
      now,
      lagosDate(now),
    );
    saveBloodRequest(em, loaded, events);
    await followConfirmedDonation(em, this.config, loaded, donation.matchId, 'hospital', !alreadyRecorded, now);
    const [names] = await em.execute<{ donor_name: string; hospital: string }[]>(
      `select ${DONOR_NAME_SQL} as donor_name, h.name as hospital
         from donation_match m join app_user u on u.id = m.donor_id, hospital h
        where m.id = ? and h.id = ?`,
      [donation.matchId, hospitalId],
    );
    return {
      match_id: donation.matchId,
      request_id: donation.requestId,
      donor_name: names!.donor_name,
      hospital: names!.hospital,
      already_recorded: alreadyRecorded,
    };
  }
}
