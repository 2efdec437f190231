import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AcceptedMatchReleased,
  BloodRequestCreated,
  DonationAttempted,
  DonationRecordedAtHospital,
  DonationConfirmed,
  DonorMatched,
  DonorsTargeted,
  RequestDeclined,
  RequestStatusChanged,
} from '@app/contracts';
import {
  BloodRequest,
  holdsOpenCommitment,
  refusal,
  type BloodRequestEvent,
  type BloodRequestState,
  type MatchState,
  type OpenedBloodRequest,
} from '@app/domain';
import {
  BloodRequestEntity,
  BloodRequestTargetEntity,
  DonationMatchEntity,
  HospitalEntity,
  ReasonEntity,
  RequestDeclineEntity,
  StateEntity,
  UserEntity,
} from '@app/persistence';
import { copyChanged } from '../platform/persistence/copy-changed.js';
import { statementsOf } from '../platform/sql/bound-statements.js';
import { eventContracts, recordModelEvents } from '../platform/persistence/model-events.js';

/** The contract each event of the aggregate is recorded under (its payload is checked against it). */
export const BLOOD_REQUEST_CONTRACTS = eventContracts<BloodRequestEvent>()({
  'blood-request.created': BloodRequestCreated,
  'blood-request.donors-targeted': DonorsTargeted,
  'blood-request.donor-matched': DonorMatched,
  'blood-request.declined': RequestDeclined,
  'blood-request.donation-confirmed': DonationConfirmed,
  'blood-request.donation-attempted': DonationAttempted,
  'blood-request.donation-recorded-at-hospital': DonationRecordedAtHospital,
  'blood-request.status-changed': RequestStatusChanged,
  'blood-request.match-released': AcceptedMatchReleased,
});

/** A request loaded for a change: the aggregate, and the rows it was read from (to write only what changed). */
export interface LoadedBloodRequest {
  request: BloodRequest;
  entity: BloodRequestEntity;
  matches: Map<string, DonationMatchEntity>;
  loaded: BloodRequestState;
}

const matchState = (match: DonationMatchEntity): MatchState => ({
  id: match.id,
  donorId: match.donor.id,
  status: match.status,
  attemptedAt: match.attemptedAt,
  confirmedAt: match.confirmedAt,
  donatedOn: match.donatedOn,
  donorCode: match.donorCode,
  confirmedBy: match.confirmedBy,
  noShowAt: match.noShowAt,
});

/**
 * Loads a request for a change inside the caller's transaction, its row locked FOR UPDATE before anything is read:
 * every change to one request (accept, decline, attempt, confirm, toggle, no-show, expiry, waves) waits for the one
 * before it and then reads what it committed, so concurrent identical calls take effect once.
 */
export const loadBloodRequest = async (em: EntityManager, requestId: string): Promise<LoadedBloodRequest> => {
  const entity = await em.findOne(BloodRequestEntity, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!entity) throw refusal('request_not_found');
  const [loaded] = await hydrateAll(em, [entity]);
  return loaded!;
};

/** The request a match belongs to, loaded as `loadBloodRequest` does; only the match's request id is read unlocked. */
export const loadBloodRequestOfMatch = async (em: EntityManager, matchId: string): Promise<LoadedBloodRequest> => {
  const [owner] = await em.execute<{ request_id: string }[]>('select request_id from donation_match where id = ?', [
    matchId,
  ]);
  if (!owner) throw refusal('not_your_match');
  return loadBloodRequest(em, owner.request_id);
};

/** The aggregates of requests whose rows the caller already locked (the jobs lock many at once, SKIP LOCKED). */
export const hydrateAll = async (em: EntityManager, entities: BloodRequestEntity[]): Promise<LoadedBloodRequest[]> => {
  if (entities.length === 0) return [];
  const ids = entities.map((entity) => entity.id);
  const matches = await em.find(DonationMatchEntity, { request: { $in: ids } }, { orderBy: { createdAt: 'asc' } });
  // Only who declined: the unit of work never changes a decline it loaded, so no entity is hydrated for one.
  const declines = await statementsOf(em).execute<{ request_id: string; donor_id: string }>(
    'select request_id, donor_id from request_decline where request_id = any(?::uuid[])',
    [`{${ids.join(',')}}`],
  );
  return entities.map((entity) => {
    const own = matches.filter((match) => match.request.id === entity.id);
    const loaded: BloodRequestState = {
      id: entity.id,
      requesterId: entity.requester.id,
      hospital: entity.hospital,
      bloodGroup: entity.bloodGroup,
      hospitalId: entity.hospitalRef?.id ?? null,
      genuineConfirmedAt: entity.genuineConfirmedAt,
      neededAt: entity.neededAt,
      units: entity.units,
      status: entity.status,
      matchedCount: entity.matchedCount,
      searchWave: entity.searchWave,
      searchRadiusKm: entity.searchRadiusKm,
      nextWaveAt: entity.nextWaveAt,
      expiredAt: entity.expiredAt,
      matches: own.map(matchState),
      declinedDonorIds: declines
        .filter((decline) => decline.request_id === entity.id)
        .map((decline) => decline.donor_id),
    };
    return {
      request: new BloodRequest(loaded),
      entity,
      matches: new Map(own.map((match) => [match.id, match])),
      loaded,
    };
  });
};

/**
 * A request just opened, added to the caller's unit of work (its row is inserted at the flush, with whatever its
 * first wave recorded by then); save it with `saveBloodRequest` like a loaded one.
 */
export const addBloodRequest = (em: EntityManager, { request, details }: OpenedBloodRequest): LoadedBloodRequest => {
  const loaded = request.snapshot;
  const { place } = details;
  // References by id: the caller read the rows it checked, and none of them is changed here.
  const entity = em.create(BloodRequestEntity, {
    id: loaded.id,
    requester: em.getReference(UserEntity, loaded.requesterId),
    recipient: details.recipient,
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber,
    gender: details.gender,
    bloodGroup: loaded.bloodGroup,
    reason: em.getReference(ReasonEntity, details.reasonId),
    reasonText: details.reasonText,
    units: loaded.units,
    neededAt: loaded.neededAt,
    hospital: place.hospital,
    hospitalRef: place.hospitalId === null ? null : em.getReference(HospitalEntity, place.hospitalId),
    physician: details.physician,
    state: em.getReference(StateEntity, place.stateId),
    latitude: place.latitude,
    longitude: place.longitude,
    status: loaded.status,
    matchedCount: loaded.matchedCount,
    searchWave: loaded.searchWave,
    searchRadiusKm: loaded.searchRadiusKm,
    nextWaveAt: loaded.nextWaveAt,
    expiredAt: loaded.expiredAt,
    createdAt: details.createdAt,
  });
  return { request, entity, matches: new Map(), loaded };
};

/**
 * Writes the aggregate's changes (request row, changed, new and released matches, new declines, the donors its waves
 * alerted) and records its events in the outbox, all in the caller's unit of work; once per load. Each match's
 * `holdsCommitment` follows `holdsOpenCommitment`, so the database's one-open-commitment index sees every transition
 * that takes or releases a donor's commitment.
 */
export const saveBloodRequest = (
  em: EntityManager,
  { request, entity, matches, loaded }: LoadedBloodRequest,
  events: BloodRequestEvent[],
  declineDetails?: Pick<RequestDeclineEntity, 'reason' | 'declineReason'>,
) => {
  const now = request.snapshot;
  copyChanged(entity, loaded, now, [
    'status',
    'units',
    'matchedCount',
    'searchWave',
    'searchRadiusKm',
    'nextWaveAt',
    'expiredAt',
    'genuineConfirmedAt',
  ]);
  const before = new Map(loaded.matches.map((match) => [match.id, match]));
  for (const match of now.matches) {
    const row = matches.get(match.id);
    const old = before.get(match.id);
    const holdsCommitment = holdsOpenCommitment(match, now.status);
    if (row && old) {
      copyChanged(row, old, match, ['status', 'attemptedAt', 'confirmedAt', 'donatedOn', 'confirmedBy', 'noShowAt']);
      if (row.holdsCommitment !== holdsCommitment) row.holdsCommitment = holdsCommitment;
      continue;
    }
    const created = em.create(DonationMatchEntity, {
      id: match.id,
      request: entity,
      donor: em.getReference(UserEntity, match.donorId),
      status: match.status,
      attemptedAt: match.attemptedAt,
      confirmedAt: match.confirmedAt,
      donatedOn: match.donatedOn,
      donorCode: match.donorCode,
      confirmedBy: match.confirmedBy,
      noShowAt: match.noShowAt,
      holdsCommitment,
    });
    matches.set(created.id, created);
  }
  // A released match is gone (its donor left): its row goes, and with it the commitment it held.
  for (const [id, row] of matches) {
    if (!now.matches.some((match) => match.id === id)) {
      em.remove(row);
      matches.delete(id);
    }
  }
  for (const donorId of now.declinedDonorIds.filter((id) => !loaded.declinedDonorIds.includes(id))) {
    em.create(RequestDeclineEntity, {
      request: entity,
      donor: em.getReference(UserEntity, donorId),
      reason: declineDetails?.reason ?? null,
      declineReason: declineDetails?.declineReason ?? null,
    });
  }
  for (const target of request.newTargets) {
    em.create(BloodRequestTargetEntity, {
      request: entity,
      donor: em.getReference(UserEntity, target.donorId),
      wave: target.wave,
      radiusKm: target.radiusKm,
      distanceKm: target.distanceKm,
      targetedAt: target.targetedAt,
    });
  }
  recordModelEvents(em, BLOOD_REQUEST_CONTRACTS, request.id, events);
};
