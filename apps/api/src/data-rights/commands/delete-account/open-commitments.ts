import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { STATUSES_IN_PLAY, type BloodRequestEvent } from '@app/domain';
import { BloodRequestEntity, ReminderEntity } from '@app/persistence';
import { hydrateAll, loadBloodRequest, saveBloodRequest } from '../../../blood-requests/index.js';

const releasedMatchIds = (events: BloodRequestEvent[]) =>
  events.flatMap((event) => (event.type === 'blood-request.match-released' ? [event.payload.match_id] : []));

/**
 * The person's open requests are closed through the request's own transition (turned off, their search stopped,
 * each donor who accepted and has not donated released and told), and those donors' reminders of the visits go.
 */
export const closeOpenRequests = async (em: EntityManager, requesterId: string): Promise<number> => {
  const entities = await em.find(
    BloodRequestEntity,
    { requester: requesterId, status: { $in: [...STATUSES_IN_PLAY] } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  for (const loaded of await hydrateAll(em, entities)) {
    const events = loaded.request.closeForDeletedRequester();
    saveBloodRequest(em, loaded, events);
    // A reminder's id is its match's: the donation will not happen.
    const released = releasedMatchIds(events);
    if (released.length) await em.nativeDelete(ReminderEntity, { id: { $in: released } });
  }
  return entities.length;
};

/**
 * The person's accepted, not yet confirmed places on other people's open requests are given back through the
 * request's transition: a full request reopens and its search resumes, and its recipient is told.
 */
export const releaseAcceptedMatches = async (em: EntityManager, donorId: string, now: Date): Promise<number> => {
  const held = await em.execute<{ request_id: string }[]>(
    'select request_id from donation_match where donor_id = ? and holds_commitment',
    [donorId],
  );
  let released = 0;
  for (const { request_id } of held) {
    const loaded = await loadBloodRequest(em, request_id);
    const events = loaded.request.releaseDeletedDonor(donorId, now);
    saveBloodRequest(em, loaded, events);
    released += releasedMatchIds(events).length;
  }
  return released;
};
