import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonorWarned } from '@app/contracts';
import {
  DECLINE_WINDOW_DAYS,
  declineEarnsWarning,
  declineNeedsOwnWords,
  donorIneligibility,
  refusal,
} from '@app/domain';
import { recordEvent } from '@app/messaging';
import { freeDonorCode, UserEntity } from '@app/persistence';
import { leanReader, statementsOf, type SqlStatements } from '../../../platform/sql/bound-statements.js';
import { loadDonorProfile, lockDonorProfileSource } from '../../blood-request.shared.js';
import { lockBloodRequest, writeBloodRequest, type LockedBloodRequest } from '../../blood-request.repository.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';
import { readMatchReminder } from './read-match-reminder.js';
import { RespondToRequestCommand, type DonorResponse, type DonorResponseResult } from './respond-to-request.command.js';

/** Whether the request alerted the donor (only they may answer it). */
const wasTargeted = async (sql: SqlStatements, requestId: string, donorId: string) =>
  (await sql.execute('select 1 from blood_request_target where request_id = ? and donor_id = ?', [requestId, donorId]))
    .length > 0;

/** The pg error of the database's one-open-commitment index. */
const isOneCommitmentIndex = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'donation_match_one_open_commitment';

const DECLINE_REASON_SQL = `select id, name from reason where id = ? and type = 'decline'`;
const RECENT_DECLINES_SQL = 'select count(*)::int as n from request_decline where donor_id = ? and created_at > ?';

/**
 * A targeted donor accepts or declines with a reason; a 5th decline within 30 days earns a warning. The request's
 * row is locked first (so it never gets more donors than units, and a double submit answers once), then the
 * donor's row (so one donor's accepts of two requests at once are one after the other, and the second sees the
 * first: one open commitment per donor).
 */
@CommandHandler(RespondToRequestCommand)
export class RespondToRequestHandler implements ICommandHandler<RespondToRequestCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, requestId, response }: RespondToRequestCommand): Promise<DonorResponseResult> {
    const answered = await this.em.transactional(async (em) => {
      const loaded = await lockBloodRequest(em, requestId);
      if (!(await wasTargeted(statementsOf(em), requestId, donorId))) {
        throw refusal('request_not_found');
      }
      return response.status === 'accepted'
        ? this.accept(em, loaded, donorId)
        : this.decline(em, loaded, donorId, response);
    });
    // Read once committed, for the reply's calendar links.
    const reminder = answered.matchId ? await readMatchReminder(leanReader(this.em), answered.matchId) : null;
    return { ...answered, reminder };
  }

  private async accept(em: EntityManager, loaded: LockedBloodRequest, donorId: string) {
    const donor = await lockDonorProfileSource(em, donorId);
    if (!donor) throw NotFoundError.findOneFailed(UserEntity.name, { id: donorId });
    const ineligibility = donorIneligibility(await loadDonorProfile(em, donor, loaded.request.id), {
      requestOwnerId: loaded.request.requesterId,
    });
    const matchId = randomUUID();
    const events = loaded.request.accept(
      { id: donor.id, ineligibility },
      matchId,
      await freeDonorCode(statementsOf(em)),
    );
    await writeBloodRequest(em, loaded, events).catch((error: unknown) => {
      // The database's guard, should anything take a commitment without the donor's lock.
      if (isOneCommitmentIndex(error)) throw refusal('already_committed');
      throw error;
    });
    return { matchId, warned: false };
  }

  private async decline(
    em: EntityManager,
    loaded: LockedBloodRequest,
    donorId: string,
    response: Extract<DonorResponse, { status: 'declined' }>,
  ) {
    const sql = statementsOf(em);
    const [reason] = await sql.execute<{ id: number; name: string }>(DECLINE_REASON_SQL, [response.reason_id]);
    if (!reason) {
      throw BLOOD_REQUEST_ERRORS.error('decline_reason_unknown', { field: 'reason_id' });
    }
    if (declineNeedsOwnWords(reason.name) && !response.decline_reason) {
      throw BLOOD_REQUEST_ERRORS.error('decline_words_missing', { field: 'decline_reason' });
    }
    const events = loaded.request.decline(donorId, {
      id: reason.id,
      text: response.decline_reason ?? reason.name,
    });
    await writeBloodRequest(em, loaded, events, {
      reasonId: reason.id,
      declineReason: response.decline_reason ?? null,
    });
    const since = new Date(Date.now() - DECLINE_WINDOW_DAYS * 86_400_000);
    const [{ n: declines }] = (await sql.execute<{ n: number }>(RECENT_DECLINES_SQL, [donorId, since])) as [
      { n: number },
    ];
    const warned = declineEarnsWarning(declines);
    if (warned) recordEvent(em, DonorWarned, donorId, { donor_id: donorId, declines_in_30_days: declines });
    return { matchId: null, warned };
  }
}
