import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AcceptedMatchReleased, RequestStatusChanged } from '@app/contracts';
import { WAVE_COUNT, type RequestStatus } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { BloodRequestEntity, DonationMatchEntity, ReminderEntity } from '@app/persistence';

/** Requests still in play: open to donors, full but not yet received, or turned off by their recipient. */
const OPEN_STATUSES: RequestStatus[] = ['pending', 'accepted', 'inactive'];

const released = (
  em: EntityManager,
  request: BloodRequestEntity,
  match: DonationMatchEntity,
  releasedBy: 'donor' | 'recipient',
) =>
  recordEvent(em, AcceptedMatchReleased, request.id, {
    request_id: request.id,
    match_id: match.id,
    donor_id: match.donor.id,
    recipient_user_id: request.requester.id,
    hospital: request.hospital,
    released_by: releasedBy,
    reason: 'account_deleted',
  });

const statusChanged = (em: EntityManager, request: BloodRequestEntity, from: RequestStatus) =>
  recordEvent(em, RequestStatusChanged, request.id, {
    request_id: request.id,
    recipient_user_id: request.requester.id,
    from,
    to: request.status,
  });

/**
 * The person's open requests are closed (turned off, their search stopped); each donor who accepted one and has not
 * donated yet is released and told, so they are free to accept another request.
 */
export const closeOpenRequests = async (em: EntityManager, requesterId: string): Promise<number> => {
  const requests = await em.find(
    BloodRequestEntity,
    { requester: requesterId, status: { $in: OPEN_STATUSES } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  for (const request of requests) {
    const accepted = await em.find(DonationMatchEntity, { request: request.id, status: 'accepted' });
    for (const match of accepted) {
      released(em, request, match, 'recipient');
      em.remove(match);
    }
    // The donors' reminders of those visits (a reminder's id is its match's): the donation will not happen.
    if (accepted.length) await em.nativeDelete(ReminderEntity, { id: { $in: accepted.map((match) => match.id) } });
    request.matchedCount = Math.max(0, request.matchedCount - accepted.length);
    request.nextWaveAt = null;
    if (request.status !== 'inactive') {
      const from = request.status;
      request.status = 'inactive';
      statusChanged(em, request, from);
    }
  }
  return requests.length;
};

/**
 * The person's accepted, not yet confirmed places on other people's open requests are given back: a full request
 * reopens and its search resumes (as after a no-show), and its recipient is told the donor is no longer coming.
 */
export const releaseAcceptedMatches = async (em: EntityManager, donorId: string, now: Date): Promise<number> => {
  const matches = await em.find(
    DonationMatchEntity,
    { donor: donorId, status: 'accepted', request: { status: { $in: ['pending', 'accepted'] } } },
    { populate: ['request'] },
  );
  for (const match of matches) {
    const request = await em.findOneOrFail(
      BloodRequestEntity,
      { id: match.request.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    released(em, request, match, 'donor');
    em.remove(match);
    request.matchedCount = Math.max(0, request.matchedCount - 1);
    if (request.status === 'accepted') {
      request.status = 'pending';
      if (request.searchWave < WAVE_COUNT) request.nextWaveAt = now;
      statusChanged(em, request, 'accepted');
    }
  }
  return matches.length;
};
