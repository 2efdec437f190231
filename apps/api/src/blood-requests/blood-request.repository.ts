import { randomUUID } from 'node:crypto';
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
  type WaveTarget,
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
import { changedFields } from '../platform/persistence/copy-changed.js';
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

/** The match's fields a change may write; the aggregate's state and the row name them alike. */
const MATCH_FIELDS = ['status', 'attemptedAt', 'confirmedAt', 'donatedOn', 'confirmedBy', 'noShowAt'] as const;
/** All the state and the row hold alike: those, and the donor's code, set once when matched. */
const MATCH_ROW_FIELDS = [...MATCH_FIELDS, 'donorCode'] as const;
type MatchRowFields = Pick<MatchState, (typeof MATCH_ROW_FIELDS)[number]>;
const matchRowFields = (from: MatchRowFields): MatchRowFields =>
  Object.fromEntries(MATCH_ROW_FIELDS.map((field) => [field, from[field]])) as MatchRowFields;

const matchState = (match: DonationMatchEntity): MatchState => ({
  id: match.id,
  donorId: match.donor.id,
  ...matchRowFields(match),
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

const REQUEST_FIELDS = [
  'status',
  'units',
  'matchedCount',
  'searchWave',
  'searchRadiusKm',
  'nextWaveAt',
  'expiredAt',
  'genuineConfirmedAt',
] as const;

/** What the aggregate changed since it was loaded; each sink below writes exactly this. */
interface BloodRequestChanges {
  request: Partial<Pick<BloodRequestState, (typeof REQUEST_FIELDS)[number]>>;
  added: Array<MatchState & { holdsCommitment: boolean }>;
  changed: Array<{
    id: string;
    fields: Partial<Pick<MatchState, (typeof MATCH_FIELDS)[number]>>;
    holdsCommitment: boolean | undefined;
  }>;
  /** Released matches (their donor left): their rows go, and with them the commitments they held. */
  removed: string[];
  declinedDonorIds: string[];
  targets: WaveTarget[];
}

/**
 * The changes of a request since `loaded`, given whether each loaded match's row holds its donor's commitment. Each
 * match's `holdsCommitment` follows `holdsOpenCommitment`, so the database's one-open-commitment index sees every
 * transition that takes or releases a donor's commitment.
 */
const changesOf = (
  request: BloodRequest,
  loaded: BloodRequestState,
  heldCommitment: (matchId: string) => boolean | undefined,
): BloodRequestChanges => {
  const now = request.snapshot;
  const before = new Map(loaded.matches.map((match) => [match.id, match]));
  const changes: BloodRequestChanges = {
    request: changedFields(loaded, now, REQUEST_FIELDS),
    added: [],
    changed: [],
    removed: loaded.matches.filter((old) => !now.matches.some((match) => match.id === old.id)).map(({ id }) => id),
    declinedDonorIds: now.declinedDonorIds.filter((id) => !loaded.declinedDonorIds.includes(id)),
    targets: request.newTargets,
  };
  for (const match of now.matches) {
    const old = before.get(match.id);
    const holdsCommitment = holdsOpenCommitment(match, now.status);
    if (!old) {
      changes.added.push({ ...match, holdsCommitment });
      continue;
    }
    const fields = changedFields(old, match, MATCH_FIELDS);
    const commitment = heldCommitment(match.id) === holdsCommitment ? undefined : holdsCommitment;
    if (Object.keys(fields).length > 0 || commitment !== undefined)
      changes.changed.push({ id: match.id, fields, holdsCommitment: commitment });
  }
  return changes;
};

/**
 * Writes the aggregate's changes (request row, changed, new and released matches, new declines, the donors its waves
 * alerted) and records its events in the outbox, all in the caller's unit of work; once per load.
 */
export const saveBloodRequest = (
  em: EntityManager,
  { request, entity, matches, loaded }: LoadedBloodRequest,
  events: BloodRequestEvent[],
  declineDetails?: Pick<RequestDeclineEntity, 'reason' | 'declineReason'>,
) => {
  const changes = changesOf(request, loaded, (id) => matches.get(id)?.holdsCommitment);
  Object.assign(entity, changes.request);
  for (const { id, fields, holdsCommitment } of changes.changed) {
    const row = matches.get(id)!;
    Object.assign(row, fields);
    if (holdsCommitment !== undefined) row.holdsCommitment = holdsCommitment;
  }
  for (const match of changes.added) {
    const created = em.create(DonationMatchEntity, {
      id: match.id,
      request: entity,
      donor: em.getReference(UserEntity, match.donorId),
      ...matchRowFields(match),
      holdsCommitment: match.holdsCommitment,
    });
    matches.set(created.id, created);
  }
  for (const id of changes.removed) {
    em.remove(matches.get(id)!);
    matches.delete(id);
  }
  for (const donorId of changes.declinedDonorIds) {
    em.create(RequestDeclineEntity, {
      request: entity,
      donor: em.getReference(UserEntity, donorId),
      reason: declineDetails?.reason ?? null,
      declineReason: declineDetails?.declineReason ?? null,
    });
  }
  for (const target of changes.targets) {
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

/** A request locked for a change and read with bound statements: no entity, written by `writeBloodRequest`. */
export interface LockedBloodRequest {
  request: BloodRequest;
  loaded: BloodRequestState;
  /** Whether each loaded match's row holds its donor's commitment. */
  heldCommitment: ReadonlyMap<string, boolean>;
}

const LOCK_REQUEST_SQL = `select id, requester_id as "requesterId", hospital, blood_group as "bloodGroup",
       hospital_id as "hospitalId", genuine_confirmed_at as "genuineConfirmedAt", needed_at as "neededAt", units,
       status, matched_count as "matchedCount", search_wave as "searchWave", search_radius_km as "searchRadiusKm",
       next_wave_at as "nextWaveAt", expired_at as "expiredAt"
  from blood_request where id = ? for update`;

// Read after the lock, in a statement of its own: it then sees what the change before it committed.
const REQUEST_PARTS_SQL = `select coalesce((select json_agg(json_build_object('id', m.id, 'donorId', m.donor_id,
         'status', m.status, 'attemptedAt', m.attempted_at, 'confirmedAt', m.confirmed_at, 'donatedOn', m.donated_on,
         'donorCode', m.donor_code, 'confirmedBy', m.confirmed_by, 'noShowAt', m.no_show_at,
         'holdsCommitment', m.holds_commitment) order by m.created_at)
         from donation_match m where m.request_id = ?), '[]') as matches,
       array(select d.donor_id::text from request_decline d where d.request_id = ?) as "declinedDonorIds"`;

type Timestamp = Date | string | null;
type LockedRow = Omit<BloodRequestState, 'matches' | 'declinedDonorIds' | TimestampField> &
  Record<TimestampField, Timestamp>;
type TimestampField = 'genuineConfirmedAt' | 'neededAt' | 'nextWaveAt' | 'expiredAt';
type MatchRow = Omit<MatchState, 'attemptedAt' | 'confirmedAt' | 'noShowAt'> &
  Record<'attemptedAt' | 'confirmedAt' | 'noShowAt', string | null> & { holdsCommitment: boolean };

// The ORM's pool reads timestamps as text, and JSON carries them as text.
const instant = (value: Timestamp) => (value === null ? null : new Date(value));

/**
 * Loads a request for a change as `loadBloodRequest` does (its row locked FOR UPDATE before anything is read), in
 * two bound statements and without the unit of work: for the hot paths, which then write with `writeBloodRequest`.
 */
export const lockBloodRequest = async (em: EntityManager, requestId: string): Promise<LockedBloodRequest> => {
  const sql = statementsOf(em);
  const [row] = await sql.execute<LockedRow>(LOCK_REQUEST_SQL, [requestId]);
  if (!row) throw refusal('request_not_found');
  const [parts] = await sql.execute<{ matches: MatchRow[]; declinedDonorIds: string[] }>(REQUEST_PARTS_SQL, [
    requestId,
    requestId,
  ]);
  const matches = parts!.matches;
  const loaded: BloodRequestState = {
    ...row,
    genuineConfirmedAt: instant(row.genuineConfirmedAt),
    neededAt: instant(row.neededAt)!,
    nextWaveAt: instant(row.nextWaveAt),
    expiredAt: instant(row.expiredAt),
    matches: matches.map(({ holdsCommitment: _held, ...match }) => ({
      ...match,
      attemptedAt: instant(match.attemptedAt),
      confirmedAt: instant(match.confirmedAt),
      noShowAt: instant(match.noShowAt),
    })),
    declinedDonorIds: parts!.declinedDonorIds,
  };
  return {
    request: new BloodRequest(loaded),
    loaded,
    heldCommitment: new Map(matches.map((match) => [match.id, match.holdsCommitment])),
  };
};

const REQUEST_COLUMNS: Record<(typeof REQUEST_FIELDS)[number], string> = {
  status: 'status',
  units: 'units',
  matchedCount: 'matched_count',
  searchWave: 'search_wave',
  searchRadiusKm: 'search_radius_km',
  nextWaveAt: 'next_wave_at',
  expiredAt: 'expired_at',
  genuineConfirmedAt: 'genuine_confirmed_at',
};
const MATCH_COLUMNS: Record<(typeof MATCH_FIELDS)[number], string> = {
  status: 'status',
  attemptedAt: 'attempted_at',
  confirmedAt: 'confirmed_at',
  donatedOn: 'donated_on',
  confirmedBy: 'confirmed_by',
  noShowAt: 'no_show_at',
};

/** `set a = ?, b = ?` and its values, for the changed fields of a row. */
const assignments = <Field extends string>(
  changed: Partial<Record<Field, unknown>>,
  columns: Record<Field, string>,
) => {
  const fields = Object.keys(changed) as Field[];
  return { text: fields.map((field) => `${columns[field]} = ?`).join(', '), values: fields.map((f) => changed[f]) };
};

/** `(?, ?), (?, ?)` and its values, for a multi-row insert. */
const rowsOf = (rows: unknown[][]) => ({
  text: rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', '),
  values: rows.flat(),
});

/**
 * Writes a locked request's changes as `saveBloodRequest` does, each as one targeted statement in the caller's
 * transaction (the changed columns only, the new rows in one insert each), and records its events in the outbox in
 * the caller's unit of work, which its commit flushes; once per load. A constraint the database guards (one open
 * commitment per donor) fails here, as the pg error naming it.
 */
export const writeBloodRequest = async (
  em: EntityManager,
  { request, loaded, heldCommitment }: LockedBloodRequest,
  events: BloodRequestEvent[],
  declineDetails?: { reasonId: number; declineReason: string | null },
) => {
  const sql = statementsOf(em);
  const changes = changesOf(request, loaded, (id) => heldCommitment.get(id));
  const at = new Date();
  if (Object.keys(changes.request).length > 0) {
    const set = assignments(changes.request, REQUEST_COLUMNS);
    await sql.execute(`update blood_request set ${set.text}, updated_at = ? where id = ?`, [
      ...set.values,
      at,
      request.id,
    ]);
  }
  if (changes.removed.length > 0)
    await sql.execute('delete from donation_match where id = any(?::uuid[])', [`{${changes.removed.join(',')}}`]);
  for (const { id, fields, holdsCommitment } of changes.changed) {
    const set = assignments(
      { ...fields, ...(holdsCommitment === undefined ? {} : { holdsCommitment }) },
      {
        ...MATCH_COLUMNS,
        holdsCommitment: 'holds_commitment',
      },
    );
    await sql.execute(`update donation_match set ${set.text} where id = ?`, [...set.values, id]);
  }
  if (changes.added.length > 0) {
    const rows = rowsOf(
      changes.added.map((match) => [
        match.id,
        request.id,
        match.donorId,
        match.status,
        match.attemptedAt,
        match.confirmedAt,
        match.donatedOn,
        match.donorCode,
        match.confirmedBy,
        match.noShowAt,
        match.holdsCommitment,
        at,
      ]),
    );
    await sql.execute(
      `insert into donation_match (id, request_id, donor_id, status, attempted_at, confirmed_at, donated_on, donor_code,
         confirmed_by, no_show_at, holds_commitment, created_at) values ${rows.text}`,
      rows.values,
    );
  }
  if (changes.declinedDonorIds.length > 0) {
    const rows = rowsOf(
      changes.declinedDonorIds.map((donorId) => [
        randomUUID(),
        request.id,
        donorId,
        declineDetails?.reasonId ?? null,
        declineDetails?.declineReason ?? null,
        at,
      ]),
    );
    await sql.execute(
      `insert into request_decline (id, request_id, donor_id, reason_id, decline_reason, created_at) values ${rows.text}`,
      rows.values,
    );
  }
  if (changes.targets.length > 0) {
    const rows = rowsOf(
      changes.targets.map((t) => [request.id, t.donorId, t.wave, t.radiusKm, t.distanceKm, t.targetedAt]),
    );
    await sql.execute(
      `insert into blood_request_target (request_id, donor_id, wave, radius_km, distance_km, targeted_at)
       values ${rows.text}`,
      rows.values,
    );
  }
  recordModelEvents(em, BLOOD_REQUEST_CONTRACTS, request.id, events);
};
