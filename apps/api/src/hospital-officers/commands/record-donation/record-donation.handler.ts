import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { DomainError, normalizeDonorCode, NotFoundError, refusal } from '@app/domain';
import { RecordAppealDonationCommand } from '../../../appeals/index.js';
import {
  lagosDate,
  loadBloodRequest,
  saveBloodRequest,
  followConfirmedDonation,
} from '../../../blood-requests/index.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { auditOfficerChange, type ActingOfficer } from '../../acting-officer.js';
import { DONOR_NAME_SQL } from '../../officer-request.view.js';
import { reserveWrongCodeSlot } from '../../wrong-code-limit.js';
import { findDonationByCode } from './donor-code-lookup.js';
import { RecordDonationCommand, type RecordedDonation } from './record-donation.command.js';

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
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ officer, code }: RecordDonationCommand): Promise<RecordedDonation> {
    const slot = await reserveWrongCodeSlot(this.rateLimits, this.config, officer.id);
    try {
      const recorded =
        (await this.em.transactional((em) => this.record(em, officer, code))) ??
        (await this.recordForAppeal(officer, code));
      await slot.release();
      return recorded;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'donor_code_unknown')) await slot.release();
      throw error;
    }
  }

  /** A code of a donor who said "I'm coming" to one of the hospital's appeals: recorded by the appeals context. */
  private async recordForAppeal(officer: ActingOfficer, code: string): Promise<RecordedDonation> {
    try {
      const recorded = await this.commands.execute(new RecordAppealDonationCommand(code, officer));
      return { ...recorded, match_id: null, request_id: null };
    } catch (error) {
      if (error instanceof NotFoundError) throw refusal('donor_code_unknown');
      throw error;
    }
  }

  /** The donation of a request's match, or null when no match at this hospital holds the code. */
  private async record(em: EntityManager, officer: ActingOfficer, typed: string): Promise<RecordedDonation | null> {
    const { hospitalId } = officer;
    const code = normalizeDonorCode(typed);
    const donation = code ? await findDonationByCode(em, hospitalId, code) : null;
    if (!donation) return null;
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
    auditOfficerChange(em, officer, {
      action: 'donation_recorded',
      resource: 'donation-matches',
      recordId: donation.matchId,
      after: { status: 'confirmed', already_recorded: alreadyRecorded },
    });
    const [names] = await em.execute<{ donor_name: string; hospital: string }[]>(
      `select ${DONOR_NAME_SQL} as donor_name, h.name as hospital
         from donation_match m join app_user u on u.id = m.donor_id, hospital h
        where m.id = ? and h.id = ?`,
      [donation.matchId, hospitalId],
    );
    return {
      match_id: donation.matchId,
      request_id: donation.requestId,
      appeal_id: null,
      donor_name: names!.donor_name,
      hospital: names!.hospital,
      already_recorded: alreadyRecorded,
    };
  }
}
